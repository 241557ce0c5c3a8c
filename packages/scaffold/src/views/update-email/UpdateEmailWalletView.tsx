import { Alert, Button, Input, useMessages } from '@portico/ui'
import { type FormEvent, useState } from 'react'
import { useModal, useRouteData } from '../../context/ModalContext'
import { authProviderOf } from '../email/auth'
import { explainOtpFailure } from '../email/otpFailure'

/** A plain shape check; apps/api and the frame validate the address again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

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
  const problem = !EMAIL.test(typed)
    ? t('email.invalid')
    : typed.toLowerCase() === current.toLowerCase()
      ? t('email.sameAsCurrent')
      : undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
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
    <form className="portico-stack" data-testid="portico-update-email" onSubmit={submit} noValidate>
      <Input
        label={t('email.newLabel')}
        type="email"
        autoComplete="email"
        dir="ltr"
        value={email}
        error={touched ? problem : undefined}
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
