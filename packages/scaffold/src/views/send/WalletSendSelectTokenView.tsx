import type { TokenBalance } from '@portico/core'
import { ListItem, Skeleton, useMessages } from '@portico/ui'
import { useModal } from '../../context/ModalContext'
import { setSendToken } from './sendForm'
import { tokenKey } from './token'
import { useSendAccount, useSendTokens } from './useSendTokens'

/** WalletSendSelectToken: the tokens with a balance on the active network (native first); picking one goes back. */
export default function WalletSendSelectTokenView() {
  const { core } = useModal()
  const { t, format } = useMessages()
  const account = useSendAccount()
  const tokens = useSendTokens(account)

  if (tokens.status === 'loading') {
    return (
      <div aria-busy="true" className="portico-stack">
        <span className="portico-visually-hidden">{t('send.tokensLoading')}</span>
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    )
  }
  const list = tokens.data ?? []
  if (list.length === 0) return <p className="portico-status-text">{t('send.noTokens')}</p>
  const pick = (token: TokenBalance) => {
    setSendToken(core, token)
    core.router.goBack()
  }
  return (
    <ul className="portico-list" aria-label={t('send.tokenList')} data-testid="portico-send-tokens">
      {list.map((token) => (
        <li key={tokenKey(token)}>
          <ListItem
            label={token.symbol}
            description={token.name}
            end={<bdi>{format.number(Number(token.quantity.numeric))}</bdi>}
            onClick={() => pick(token)}
          />
        </li>
      ))}
    </ul>
  )
}
