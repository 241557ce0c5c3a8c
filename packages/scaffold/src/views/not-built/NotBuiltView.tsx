import { useMessages } from '@portico/ui'

/** A §2 view whose feature is not built yet: it says so plainly and shows no invented data. */
export default function NotBuiltView() {
  const { t } = useMessages()
  return (
    <div className="portico-status" data-testid="portico-not-built">
      <p className="portico-status-text">{t('common.notAvailableYet')}</p>
    </div>
  )
}
