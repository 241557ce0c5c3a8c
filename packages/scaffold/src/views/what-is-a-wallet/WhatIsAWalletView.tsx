import { Button, useMessages } from '@portico/ui'
import { useModal } from '../../context/ModalContext'
import { HelpPoints } from '../HelpPoints'

const POINTS = ['home', 'login', 'keys'] as const

/** The short "what is a wallet" help, reached from the Connect header; every string comes from the catalogue. */
export default function WhatIsAWalletView() {
  const { core } = useModal()
  const { t } = useMessages()
  return (
    <div className="portico-stack" data-testid="portico-what-is-a-wallet">
      <HelpPoints prefix="help" points={POINTS} />
      <Button
        variant="secondary"
        fullWidth
        onClick={() =>
          // Opened straight from open({ view }) there is nothing to go back to: Connect is where wallets are.
          core.state.router.history.length > 1 ? core.router.goBack() : core.router.reset('Connect')
        }
      >
        {t('help.back')}
      </Button>
    </div>
  )
}
