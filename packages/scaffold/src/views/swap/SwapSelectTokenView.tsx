import type { SwapToken } from '@portico/blockchain-api'
import { ListItem, SearchInput, Skeleton, useMessages } from '@portico/ui'
import { useState } from 'react'
import { useModal, useRouteData } from '../../context/ModalContext'
import { SwapUnavailable } from './SwapUnavailable'
import { useSwapForm } from './swapForm'
import { displayAmount, toSmallestUnit } from './swapMath'
import { balanceOf, useSwapAccount, useSwapBalances, useSwapTokens } from './useSwapContext'

/** The tokens matching a search by symbol, name or address. */
export function filterTokens(tokens: readonly SwapToken[], query: string): SwapToken[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...tokens]
  return tokens.filter(
    (t) =>
      t.symbol.toLowerCase().includes(q) || t.name.toLowerCase().includes(q) || t.address.toLowerCase().includes(q),
  )
}

/**
 * SwapSelectToken: the service's tokens on this network, with the account's balance of each; the chosen one fills the
 * side named by the route data (default: the token to receive). Choosing the other side's token swaps the two.
 */
export default function SwapSelectTokenView() {
  const { core } = useModal()
  const { t } = useMessages()
  const side = useRouteData('SwapSelectToken')?.side ?? 'to'
  const account = useSwapAccount()
  const ready = account.kind === 'ready' ? account : undefined
  const tokens = useSwapTokens(ready?.caipNetworkId)
  const balances = useSwapBalances(ready?.address, ready?.caipNetworkId)
  const [form, setForm] = useSwapForm(core)
  const [query, setQuery] = useState('')

  if (!ready) return <SwapUnavailable account={account} />
  if (tokens.status === 'loading') return <Skeleton height={160} />
  if (tokens.status === 'error') return <SwapUnavailable account={account} error={tokens.error} retry={tokens.reload} />
  if (tokens.data.length === 0) return <SwapUnavailable account={account} unsupported />

  const choose = (token: SwapToken) => {
    const other = side === 'from' ? form.to : form.from
    const swapped = other?.address === token.address
    const current = side === 'from' ? form.from : form.to
    if (side === 'from') setForm({ from: token, ...(swapped ? { to: current } : {}), amount: '' })
    else setForm({ to: token, ...(swapped ? { from: current } : {}) })
    core.router.goBack()
  }
  const shown = filterTokens(tokens.data, query)
  return (
    <div className="portico-stack" data-testid="portico-swap-select-token">
      <SearchInput
        label={t('swap.searchToken')}
        placeholder={t('swap.searchToken')}
        value={query}
        onValueChange={setQuery}
      />
      {shown.length === 0 ? (
        <p className="portico-status-text">{t('swap.noTokens')}</p>
      ) : (
        <ul className="portico-list" aria-label={t('swap.tokensLabel')}>
          {shown.map((token) => {
            const balance = balanceOf(balances.data, token)
            return (
              <li key={token.address}>
                <ListItem
                  label={token.symbol}
                  description={token.name}
                  icon={<img src={token.logoUri} alt="" width={24} height={24} />}
                  end={
                    balance ? (
                      <span dir="ltr">
                        {displayAmount(
                          toSmallestUnit(balance.quantity.numeric, token.decimals) ?? 0n,
                          token.decimals,
                          4,
                        )}
                      </span>
                    ) : undefined
                  }
                  onClick={() => choose(token)}
                />
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
