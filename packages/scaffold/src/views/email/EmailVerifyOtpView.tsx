import { useModal, useRouteData } from '../../context/ModalContext'
import { authProviderOf, connectSignedIn } from './auth'
import { OtpForm } from './OtpForm'

/**
 * §4 EmailVerifyOtp: the 6-digit code mailed to the address. A wrong code says how many attempts are left; too many
 * lock the code (a new one must be asked for); resending is disabled, with a countdown, for 30 s after a code was sent.
 */
export default function EmailVerifyOtpView() {
  const { core } = useModal()
  const email = useRouteData('EmailVerifyOtp')?.email ?? ''
  const provider = authProviderOf(core)
  return (
    <OtpForm
      testId="portico-email-otp"
      sentTo={email}
      verify={async (code) => {
        if (!provider) return
        await provider.connectOtp(email, code)
        await connectSignedIn(core)
      }}
      resend={async () => {
        await provider?.connectEmail(email)
      }}
    />
  )
}
