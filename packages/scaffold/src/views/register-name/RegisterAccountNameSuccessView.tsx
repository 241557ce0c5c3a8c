import { Button, useMessages } from '@portico/ui'
import { useModal, useRouteData } from '../../context/ModalContext'

/**
 * §2 RegisterAccountNameSuccess: the registered name (from the router data), then back to Account. Opened without
 * one (not after a registration), it claims nothing.
 */
export default function RegisterAccountNameSuccessView() {
  const { core } = useModal()
  const { t } = useMessages()
  const name = useRouteData('RegisterAccountNameSuccess')?.name
  return (
    <div className="portico-status" data-testid="portico-register-name-success">
      <p className="portico-status-title">{t('registerName.successTitle')}</p>
      <p className="portico-status-text">
        {name ? t('registerName.successText', { name }) : t('registerName.successNoName')}
      </p>
      <Button fullWidth onClick={() => core.router.reset('Account')}>
        {t('registerName.backToAccount')}
      </Button>
    </div>
  )
}
