import { useModal, useRouteData } from '../../context/ModalContext'
import { UpdateEmailOtpForm } from './UpdateEmailOtpForm'

/** §4 UpdateEmailSecondaryOtp: the code mailed to the new address; once right, the account has moved to it. */
export default function UpdateEmailSecondaryOtpView() {
  const { core } = useModal()
  const data = useRouteData('UpdateEmailSecondaryOtp')
  if (!data) return null
  return <UpdateEmailOtpForm step="SECONDARY" sentTo={data.newEmail} onVerified={() => core.router.reset('Account')} />
}
