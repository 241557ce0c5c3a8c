import { Alert, Spinner, useMessages } from '@portico/ui'
import { useEffect, useState } from 'react'
import { useModal, useRouteData } from '../../context/ModalContext'
import { authProviderOf, reportAuthFailure } from './auth'

/**
 * §4 EmailVerifyDevice: a known user on a new device approves it from the link mailed to them; the frame watches for
 * the approval, then mails a code, and the modal moves on to EmailVerifyOtp.
 */
export default function EmailVerifyDeviceView() {
  const { core } = useModal()
  const { t } = useMessages()
  const email = useRouteData('EmailVerifyDevice')?.email ?? ''
  const [error, setError] = useState<string | undefined>(undefined)

  useEffect(() => {
    const provider = authProviderOf(core)
    if (!provider || !email) return
    let current = true
    provider
      .connectDevice(email)
      .then(() => {
        if (current) core.router.replace('EmailVerifyOtp', { email })
      })
      .catch((cause: unknown) => {
        if (current) setError(reportAuthFailure(core, cause)?.message ?? t('message.somethingWentWrong'))
      })
    return () => {
      current = false
    }
  }, [core, email, t])

  return (
    <div className="portico-status" data-testid="portico-email-device">
      <p className="portico-status-text">{t('device.text', { email })}</p>
      {error ? (
        <Alert title={error} />
      ) : (
        <p role="status" className="portico-muted">
          <Spinner /> {t('device.waiting')}
        </p>
      )}
    </div>
  )
}
