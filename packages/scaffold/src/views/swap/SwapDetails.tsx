import type { SwapToken } from '@portico/blockchain-api'
import { useMessages } from '@portico/ui'
import { displayAmount, maximumSold, minimumReceived, type SwapKind } from './swapMath'

export interface SwapDetailsProps {
  /** The quote, or the swap as the service built it (which carries its own minimum or maximum). */
  quote: {
    fromAmount?: bigint | undefined
    toAmount: bigint
    priceImpact: string | undefined
    fee: string | undefined
    minimum?: bigint | undefined
    maximum?: bigint | undefined
    kind?: SwapKind | undefined
  }
  from?: SwapToken | undefined
  to: SwapToken
  slippage: string
}

/**
 * The quote's terms: price impact, the pool fee, and the slippage limit — the least the swap pays out, or for an
 * exact output the most it takes in.
 */
export function SwapDetails({ quote, from, to, slippage }: SwapDetailsProps) {
  const { t } = useMessages()
  const { priceImpact, fee } = quote
  const exactOut = quote.kind === 'exactOut' && from !== undefined && quote.fromAmount !== undefined
  const least = exactOut ? undefined : (quote.minimum ?? minimumReceived(quote.toAmount, slippage))
  const most =
    exactOut && quote.fromAmount !== undefined ? (quote.maximum ?? maximumSold(quote.fromAmount, slippage)) : undefined
  return (
    <dl className="portico-stack" data-testid="portico-swap-details">
      {priceImpact !== undefined && (
        <div>
          <dt className="portico-muted">{t('swap.priceImpact')}</dt>
          <dd data-testid="portico-swap-price-impact" dir="ltr">
            {priceImpact} %
          </dd>
        </div>
      )}
      {least !== undefined && (
        <div>
          <dt className="portico-muted">{t('swap.minimumReceived')}</dt>
          <dd data-testid="portico-swap-minimum" dir="ltr">
            {displayAmount(least, to.decimals)} {to.symbol}
          </dd>
        </div>
      )}
      {most !== undefined && from && (
        <div>
          <dt className="portico-muted">{t('swap.maximumSold')}</dt>
          <dd data-testid="portico-swap-maximum" dir="ltr">
            {displayAmount(most, from.decimals, from.decimals)} {from.symbol}
          </dd>
        </div>
      )}
      {fee !== undefined && (
        <div>
          <dt className="portico-muted">{t('swap.fee')}</dt>
          <dd dir="ltr">{fee} %</dd>
        </div>
      )}
    </dl>
  )
}
