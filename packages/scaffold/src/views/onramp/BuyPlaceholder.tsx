import { Skeleton, useMessages } from '@portico/ui'

/**
 * What an on-ramp view shows before its content: why nothing can be bought here, or a skeleton while the options
 * load.
 */
export function BuyPlaceholder({ blocked }: { blocked: 'disabled' | 'unavailable' | undefined }) {
  const { t } = useMessages()
  if (blocked) {
    return (
      <div className="portico-status" data-testid="portico-buy-blocked">
        <p className="portico-status-text">{t(blocked === 'disabled' ? 'buy.disabled' : 'buy.unavailable')}</p>
      </div>
    )
  }
  return (
    <div aria-busy="true" className="portico-stack" data-testid="portico-buy-loading">
      <span className="portico-visually-hidden">{t('common.loading')}</span>
      <Skeleton height={56} />
      <Skeleton height={56} />
    </div>
  )
}
