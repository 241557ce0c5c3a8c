import type { SwapToken } from '@portico/blockchain-api'
import { useMessages } from '@portico/ui'
import { displayAmount, minimumReceived } from './swapMath'

export interface SwapDetailsProps {
  toAmount: bigint
  to: SwapToken
  slippage: string
  priceImpact: string | undefined
  fee: string | undefined
  /** The service's own minimum (from the built swap); otherwise computed from the quote and the slippage. */
  minimum?: bigint | undefined
}

/** The quote's terms: price impact, the least the swap pays out at this slippage, the pool fee. */
export function SwapDetails({ toAmount, to, slippage, priceImpact, fee, minimum }: SwapDetailsProps) {
  const { t } = useMessages()
  const least = minimum ?? minimumReceived(toAmount, slippage)
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
