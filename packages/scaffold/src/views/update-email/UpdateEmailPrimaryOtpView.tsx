import { useModal, useRouteData } from '../../context/ModalContext'
import { authProviderOf } from '../email/auth'
import { UpdateEmailOtpForm } from './UpdateEmailOtpForm'

/** §4 UpdateEmailPrimaryOtp: the code mailed to the current address; once right, a second one goes to the new one. */
export default function UpdateEmailPrimaryOtpView() {
  const { core } = useModal()
  const data = useRouteData('UpdateEmailPrimaryOtp')
  if (!data) return null
  return (
    <UpdateEmailOtpForm
      step="PRIMARY"
      sentTo={data.email}
      resend={async () => {
        await authProviderOf(core)?.updateEmail(data.newEmail)
      }}
      onVerified={() => core.router.replace('UpdateEmailSecondaryOtp', data)}
    />
  )
}
