import { useMessages } from '@portico/ui'

/** Why nothing can be bought here, in place of the view's content. */
export function BuyBlocked({ reason }: { reason: 'disabled' | 'unavailable' }) {
  const { t } = useMessages()
  return (
    <div className="portico-status" data-testid="portico-buy-blocked">
      <p className="portico-status-text">{t(reason === 'disabled' ? 'buy.disabled' : 'buy.unavailable')}</p>
    </div>
  )
}
