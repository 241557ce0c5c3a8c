import { Alert, Button, Input, useMessages } from '@portico/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { useModal } from '../../context/ModalContext'
import { authProviderOf, reportAuthFailure } from './auth'

/** A plain shape check; apps/api and the frame validate the address again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * §4 EmailLogin: the email goes to the secure-site frame, which asks apps/api for a code; the frame's answer picks
 * the next view: EmailVerifyOtp (a code was mailed) or EmailVerifyDevice (a known user on a new device).
 */
export default function EmailLoginView() {
  const { core } = useModal()
  const { t } = useMessages()
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [touched, setTouched] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const provider = authProviderOf(core)
  const typed = email.trim()
  const valid = EMAIL.test(typed)

  useEffect(() => provider?.preload(), [provider])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!valid || sending || !provider) return
    setSending(true)
    setError(undefined)
    try {
      const action = await provider.connectEmail(typed)
      core.router.push(action === 'VERIFY_DEVICE' ? 'EmailVerifyDevice' : 'EmailVerifyOtp', { email: typed })
    } catch (cause) {
      const failure = reportAuthFailure(core, cause)
      setError(
        failure?.code === 'RESEND_TOO_SOON' && failure.retryAfter !== undefined
          ? t('message.emailThrottled', { count: failure.retryAfter })
          : (failure?.message ?? t('message.somethingWentWrong')),
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <form className="portico-stack" data-testid="portico-email-login" onSubmit={submit} noValidate>
      <Input
        label={t('email.label')}
        type="email"
        autoComplete="email"
        dir="ltr"
        value={email}
        error={touched && !valid ? t('email.invalid') : undefined}
        onChange={(e) => {
          setEmail(e.target.value)
          setError(undefined)
        }}
      />
      {error && <Alert title={error} />}
      <Button type="submit" fullWidth loading={sending} disabled={sending}>
        {t('email.continue')}
      </Button>
    </form>
  )
}
