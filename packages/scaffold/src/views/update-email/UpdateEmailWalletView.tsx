import { useModal } from '../../context/ModalContext'

/**
 * §2 UpdateEmailWallet belongs to the embedded (email) wallet, which is not built yet: the view says so plainly
 * instead of walking through OTP steps that lead nowhere.
 */
export default function UpdateEmailWalletView() {
  const { s } = useModal()
  return (
    <div className="portico-status" data-testid="portico-update-email">
      <p className="portico-status-text">{s('updateEmail.notAvailable')}</p>
    </div>
  )
}
