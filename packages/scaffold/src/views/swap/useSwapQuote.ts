import { getSwapQuote, type SwapToken } from '@portico/blockchain-api'
import { useEffect, useMemo, useState } from 'react'
import { apiClientOf } from '../../api/apiClient'
import { useModal } from '../../context/ModalContext'
import { createLatestQuote, type QuoteResult } from './latestQuote'
import type { SwapKind } from './swapMath'

/** The best route the service found for the typed amount: what it takes, what it pays and how. */
export interface ShownQuote {
  fromAmount: bigint
  toAmount: bigint
  priceImpact: string | undefined
  fee: string | undefined
}

/**
 * The quote for `amount` of `from` into `to` (for exactOut: for exactly `amount` of `to`), asked for as the user types (debounced; a stale answer is dropped).
 * `key` says which input the result belongs to; `undefined` data means no route pays anything (no liquidity).
 */
export function useSwapQuote(
  from: SwapToken | undefined,
  to: SwapToken | undefined,
  amount: bigint | undefined,
  userAddress: string,
  kind: SwapKind = 'exactIn',
): QuoteResult<ShownQuote | undefined> | undefined {
  const { core } = useModal()
  const [result, setResult] = useState<QuoteResult<ShownQuote | undefined> | undefined>(undefined)
  const latest = useMemo(() => createLatestQuote<ShownQuote | undefined>(setResult), [])
  const key = from && to && amount !== undefined ? `${from.address}|${to.address}|${amount}|${kind}` : undefined

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the tokens, amount and kind the request uses.
  useEffect(() => {
    if (!key || !from || !to || amount === undefined) {
      latest.cancel()
      setResult(undefined)
      return
    }
    latest.request(key, async (signal) => {
      const { quotes } = await getSwapQuote(apiClientOf(core), {
        amount: amount.toString(),
        from: from.address,
        to: to.address,
        userAddress,
        gasPrice: '0',
        ...(kind === 'exactOut' ? { kind } : {}),
        signal,
      })
      const best = quotes[0]
      if (!best || BigInt(best.toAmount) === 0n || BigInt(best.fromAmount) === 0n) return undefined
      return {
        fromAmount: BigInt(best.fromAmount),
        toAmount: BigInt(best.toAmount),
        priceImpact: best.priceImpact,
        fee: best.fee,
      }
    })
  }, [key, latest, userAddress])

  useEffect(() => () => latest.cancel(), [latest])
  return result?.key === key ? result : undefined
}
