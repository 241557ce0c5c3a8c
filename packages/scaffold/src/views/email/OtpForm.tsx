import { Alert, Button, Input, useMessages } from '@portico/ui'
import { type FormEvent, useState } from 'react'
import { useModal } from '../../context/ModalContext'
import { explainOtpFailure } from './otpFailure'
import { useCountdown } from './useCountdown'

interface Props {
  testId: string
  /** The address the code went to. */
  sentTo: string
  /** Checks the code (through the frame); a failure is explained under the field and the field is cleared. */
  verify(code: string): Promise<void>
  /** Asks for a code again; disabled, with a countdown, for §4's 30 s after the last one was sent. */
  resend?: () => Promise<void>
}

/**
 * A 6-digit code mailed by apps/api (§4): a wrong code says how many attempts are left, too many lock it, an expired
 * one says so; resending waits 30 s.
 */
export function OtpForm({ testId, sentTo, verify, resend }: Props) {
  const { core } = useModal()
  const { t } = useMessages()
  const [otp, setOtp] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const countdown = useCountdown()
  const code = otp.replace(/\D/g, '')
  const sentence = t('otp.text', { email: '\u0000' }).split('\u0000')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (code.length !== 6 || busy) return
    setBusy(true)
    setError(undefined)
    try {
      await verify(code)
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
    <form className="portico-stack" data-testid={testId} onSubmit={submit} noValidate>
      <p className="portico-status-text">
        {sentence[0]}
        {/* The address (isolated from the sentence's direction) and what follows it on one line where they fit. */}
        <span style={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' }}>
          <bdi>{sentTo}</bdi>
          {sentence[1]}
        </span>
      </p>
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
