import { Alert, Button, Input, useMessages } from '@portico/ui'
import { type FormEvent, useState } from 'react'
import { useModal } from '../../context/ModalContext'
import { authProviderOf } from '../email/auth'
import { explainOtpFailure } from '../email/otpFailure'
import { useCountdown } from '../email/useCountdown'

interface Props {
  step: 'PRIMARY' | 'SECONDARY'
  /** The address this step's code went to. */
  sentTo: string
  /** Asks for this step's code again; the form then counts down §4's 30 s before it may ask once more. */
  resend?: () => Promise<void>
  onVerified(result: 'SECONDARY' | 'DONE'): void
}

/** One step of §4's email update: the 6-digit code mailed for it, checked by apps/api through the frame. */
export function UpdateEmailOtpForm({ step, sentTo, resend, onVerified }: Props) {
  const { core } = useModal()
  const { t } = useMessages()
  const [otp, setOtp] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const countdown = useCountdown()
  const provider = authProviderOf(core)
  const code = otp.replace(/\D/g, '')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (code.length !== 6 || busy || !provider) return
    setBusy(true)
    setError(undefined)
    try {
      onVerified(await provider.updateEmailVerify(code, step))
    } catch (cause) {
      setError(explainOtpFailure(core, t, cause))
      setOtp('')
    } finally {
      setBusy(false)
    }
  }

  const sendAgain = async () => {
    if (!resend || countdown.left > 0) return
    setError(undefined)
    countdown.restart()
    try {
      await resend()
    } catch (cause) {
      setError(explainOtpFailure(core, t, cause))
    }
  }

  return (
    <form
      className="portico-stack"
      data-testid={`portico-update-email-${step.toLowerCase()}`}
      onSubmit={submit}
      noValidate
    >
      <p className="portico-status-text">{t('otp.text', { email: sentTo })}</p>
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
      {resend && (
        <Button variant="secondary" fullWidth disabled={countdown.left > 0} onClick={() => void sendAgain()}>
          {countdown.left > 0 ? t('otp.resendIn', { count: countdown.left }) : t('otp.resend')}
        </Button>
      )}
    </form>
  )
}
