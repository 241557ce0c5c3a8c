import { useMessages } from '@portico/ui'
import { useEffect, useState } from 'react'
import { useModal } from '../../context/ModalContext'
import { authProviderOf, reportAuthFailure } from './auth'
import { EMAIL_SHAPE, EmailForm } from './EmailForm'

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
  const valid = EMAIL_SHAPE.test(typed)

  useEffect(() => provider?.preload(), [provider])

  const submit = async () => {
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
    <EmailForm
      testId="portico-email-login"
      label={t('email.label')}
      value={email}
      fieldError={touched && !valid ? t('email.invalid') : undefined}
      error={error}
      sending={sending}
      onChange={(value) => {
        setEmail(value)
        setError(undefined)
      }}
      onSubmit={() => void submit()}
    />
  )
}
