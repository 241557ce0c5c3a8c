import { Alert, Button, Input, useMessages } from '@portico/ui'
import { type FormEvent, useState } from 'react'
import { useModal, useRouteData } from '../../context/ModalContext'
import { authProviderOf, connectSignedIn } from './auth'
import { explainOtpFailure } from './otpFailure'
import { useCountdown } from './useCountdown'

/**
 * §4 EmailVerifyOtp: the 6-digit code mailed to the address. A wrong code says how many attempts are left; too many
 * lock the code (a new one must be asked for); resending is disabled, with a countdown, for 30 s after a code was sent.
 */
export default function EmailVerifyOtpView() {
  const { core } = useModal()
  const { t } = useMessages()
  const email = useRouteData('EmailVerifyOtp')?.email ?? ''
  const [otp, setOtp] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const resend = useCountdown()
  const provider = authProviderOf(core)
  const code = otp.replace(/\D/g, '')

  const explain = (cause: unknown) => explainOtpFailure(core, t, cause)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (code.length !== 6 || busy || !provider) return
    setBusy(true)
    setError(undefined)
    try {
      await provider.connectOtp(email, code)
      await connectSignedIn(core)
    } catch (cause) {
      setError(explain(cause))
      setOtp('')
    } finally {
      setBusy(false)
    }
  }

  const sendAgain = async () => {
    if (!provider || resend.left > 0) return
    setError(undefined)
    resend.restart()
    try {
      await provider.connectEmail(email)
    } catch (cause) {
      setError(explain(cause))
    }
  }

  return (
    <form className="portico-stack" data-testid="portico-email-otp" onSubmit={submit} noValidate>
      <p className="portico-status-text">{t('otp.text', { email })}</p>
      <Input
        label={t('otp.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
        value={otp}
        onChange={(e) => setOtp(e.target.value)}
      />
      {error && <Alert title={error} />}
      <Button type="submit" fullWidth loading={busy} disabled={busy || code.length !== 6}>
        {t('otp.submit')}
      </Button>
      <Button variant="secondary" fullWidth disabled={resend.left > 0} onClick={() => void sendAgain()}>
        {resend.left > 0 ? t('otp.resendIn', { count: resend.left }) : t('otp.resend')}
      </Button>
    </form>
  )
}
