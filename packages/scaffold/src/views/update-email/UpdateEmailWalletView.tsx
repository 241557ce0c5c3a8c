import { useMessages } from '@portico/ui'

/**
 * §2 UpdateEmailWallet belongs to the embedded (email) wallet, which is not built yet: the view says so plainly
 * instead of walking through OTP steps that lead nowhere.
 */
export default function UpdateEmailWalletView() {
  const { t } = useMessages()
  return (
    <div className="portico-status" data-testid="portico-update-email">
      <p className="portico-status-text">{t('updateEmail.notAvailable')}</p>
    </div>
  )
}
