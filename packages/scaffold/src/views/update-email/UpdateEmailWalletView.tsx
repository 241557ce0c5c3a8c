import { useMessages } from '@portico/ui'
import { useState } from 'react'
import { useModal, useRouteData } from '../../context/ModalContext'
import { authProviderOf } from '../email/auth'
import { EMAIL_SHAPE, EmailForm } from '../email/EmailForm'
import { explainOtpFailure } from '../email/otpFailure'

/**
 * §4 UpdateEmailWallet: the new address goes to the frame, which asks apps/api to mail a code to the current one
 * (UpdateEmailPrimaryOtp); the new address is proved next (UpdateEmailSecondaryOtp).
 */
export default function UpdateEmailWalletView() {
  const { core } = useModal()
  const { t } = useMessages()
  const provider = authProviderOf(core)
  const current = useRouteData('UpdateEmailWallet')?.email ?? provider?.user()?.email ?? ''
  const [email, setEmail] = useState(current)
  const [sending, setSending] = useState(false)
  const [touched, setTouched] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const typed = email.trim()
  const problem = !EMAIL_SHAPE.test(typed)
    ? t('email.invalid')
    : typed.toLowerCase() === current.toLowerCase()
      ? t('email.sameAsCurrent')
      : undefined

  const submit = async () => {
    setTouched(true)
    if (problem || sending || !provider) return
    setSending(true)
    setError(undefined)
    try {
      await provider.updateEmail(typed)
      core.router.push('UpdateEmailPrimaryOtp', { email: current, newEmail: typed })
    } catch (cause) {
      setError(explainOtpFailure(core, t, cause))
    } finally {
      setSending(false)
    }
  }

  return (
    <EmailForm
      testId="portico-update-email"
      label={t('email.newLabel')}
      value={email}
      fieldError={touched ? problem : undefined}
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
