import type { TokenBalance } from '@portico/blockchain-api'
import { isPorticoError } from '@portico/common'
import { Alert, AssetRow, Button, Skeleton, useMessages } from '@portico/ui'
import { apiClientOf } from '../../api/apiClient'
import { useModal } from '../../context/ModalContext'
import { RetryCountdown, retryAtOf } from './RetryCountdown'
import { loadTokenBalances } from './tokenBalances'
import { useRemote } from './useRemote'

export interface TokensTabProps {
  address: string
  caipNetworkId: string
}

/**
 * Token balances of the account on the connected network (zero-decimal ones dropped, §5): from the balance call, or
 * from the adapter's getTokenBalances capability on a network the blockchain API does not serve (Solana).
 */
export function TokensTab({ address, caipNetworkId }: TokensTabProps) {
  const { core } = useModal()
  const { t, format } = useMessages()
  const api = apiClientOf(core)
  const tokens = useRemote<TokenBalance[]>(`${address}|${caipNetworkId}`, (signal) =>
    loadTokenBalances(core, api, { address, caipNetworkId, signal }),
  )

  if (tokens.status === 'loading') {
    return (
      <div aria-busy="true" className="portico-stack" data-testid="portico-tokens-loading">
        <span className="portico-visually-hidden">{t('account.tokensLoading')}</span>
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    )
  }
  if (tokens.status === 'error' && isPorticoError(tokens.error, 'API_NOT_CONFIGURED')) {
    // No service configured and no adapter that reads balances: unavailable, and a retry would not change that.
    return (
      <p className="portico-status-text" data-testid="portico-tokens-unavailable">
        {t('message.tokenBalanceUnavailable')}
      </p>
    )
  }
  if (tokens.status === 'error') {
    // §8 'Token Balance Unavailable'; the client refuses new requests for 30 s after a failure (§9), so the tab
    // says when it will ask again and does so then.
    const retryAt = retryAtOf(tokens.error)
    return (
      <Alert
        title={t('message.tokenBalanceUnavailable')}
        action={
          <Button variant="secondary" onClick={tokens.reload}>
            {t('common.retry')}
          </Button>
        }
      >
        {retryAt === undefined ? null : <RetryCountdown retryAt={retryAt} onDue={tokens.reload} />}
      </Alert>
    )
  }
  if (tokens.data.length === 0) {
    return <p className="portico-status-text">{t('account.tokensEmpty')}</p>
  }
  return (
    <ul className="portico-list" aria-label={t('account.tokensList')} data-testid="portico-tokens">
      {tokens.data.map((token) => (
        <AssetRow
          key={`${token.chainId}:${token.address ?? 'native'}`}
          label={token.name}
          // Figures keep their own direction inside a right-to-left row.
          description={<bdi>{`${format.number(Number(token.quantity.numeric))} ${token.symbol}`}</bdi>}
          end={token.value === undefined ? undefined : <bdi>{format.currency(token.value, 'USD')}</bdi>}
          iconUrl={token.iconUrl || undefined}
          fallback={token.symbol}
          data-testid="portico-token-row"
        />
      ))}
    </ul>
  )
}
