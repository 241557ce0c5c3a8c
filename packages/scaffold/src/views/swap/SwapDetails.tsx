import type { SwapToken } from '@portico/blockchain-api'
import { useMessages } from '@portico/ui'
import { displayAmount, minimumReceived } from './swapMath'

export interface SwapDetailsProps {
  /** The quote, or the swap as the service built it (which carries its own minimum). */
  quote: { toAmount: bigint; priceImpact: string | undefined; fee: string | undefined; minimum?: bigint | undefined }
  to: SwapToken
  slippage: string
}

/** The quote's terms: price impact, the least the swap pays out at this slippage, the pool fee. */
export function SwapDetails({ quote, to, slippage }: SwapDetailsProps) {
  const { t } = useMessages()
  const { priceImpact, fee } = quote
  const least = quote.minimum ?? minimumReceived(quote.toAmount, slippage)
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
      {fee !== undefined && (
        <div>
          <dt className="portico-muted">{t('swap.fee')}</dt>
          <dd dir="ltr">{fee} %</dd>
        </div>
      )}
    </dl>
  )
}
