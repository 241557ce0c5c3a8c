import { useModal, useRouteData } from '../../context/ModalContext'
import { authProviderOf } from '../email/auth'
import { OtpForm } from '../email/OtpForm'

/** §4 UpdateEmailPrimaryOtp: the code mailed to the current address; once right, a second one goes to the new one. */
export default function UpdateEmailPrimaryOtpView() {
  const { core } = useModal()
  const data = useRouteData('UpdateEmailPrimaryOtp')
  const provider = authProviderOf(core)
  if (!data || !provider) return null
  return (
    <OtpForm
      testId="portico-update-email-primary"
      sentTo={data.email}
      verify={async (code) => {
        await provider.updateEmailVerify(code, 'PRIMARY')
        core.router.replace('UpdateEmailSecondaryOtp', data)
      }}
      resend={() => provider.updateEmail(data.newEmail)}
    />
  )
}
