import { useModal, useRouteData } from '../../context/ModalContext'
import { authProviderOf } from '../email/auth'
import { OtpForm } from '../email/OtpForm'

/** §4 UpdateEmailSecondaryOtp: the code mailed to the new address; once right, the account has moved to it. */
export default function UpdateEmailSecondaryOtpView() {
  const { core } = useModal()
  const data = useRouteData('UpdateEmailSecondaryOtp')
  const provider = authProviderOf(core)
  if (!data || !provider) return null
  const resend = provider.updateEmailResend
  return (
    <OtpForm
      testId="portico-update-email-secondary"
      sentTo={data.newEmail}
      verify={async (code) => {
        await provider.updateEmailVerify(code, 'SECONDARY')
        core.router.reset('Account')
      }}
      {...(resend ? { resend: () => resend.call(provider) } : {})}
    />
  )
}
