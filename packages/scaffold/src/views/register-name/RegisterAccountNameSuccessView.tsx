import { Button } from '@portico/ui'
import { useModal, useRouteData } from '../../context/ModalContext'

/**
 * §2 RegisterAccountNameSuccess: the registered name (from the router data), then back to Account. Opened without
 * one (not after a registration), it claims nothing.
 */
export default function RegisterAccountNameSuccessView() {
  const { core, s } = useModal()
  const name = useRouteData('RegisterAccountNameSuccess')?.name
  return (
    <div className="portico-status" data-testid="portico-register-name-success">
      <p className="portico-status-title">{s('registerName.successTitle')}</p>
      <p className="portico-status-text">
        {name ? s('registerName.successText', { name }) : s('registerName.successNoName')}
      </p>
      <Button fullWidth onClick={() => core.router.reset('Account')}>
        {s('registerName.backToAccount')}
      </Button>
    </div>
  )
}
