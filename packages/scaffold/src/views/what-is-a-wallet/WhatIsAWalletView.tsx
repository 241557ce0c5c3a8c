import { Button, type MessageKey, useMessages } from '@portico/ui'
import { useModal } from '../../context/ModalContext'

const POINTS = ['home', 'login', 'keys'] as const

/** The short "what is a wallet" help, reached from the Connect header; every string comes from the catalogue. */
export default function WhatIsAWalletView() {
  const { core } = useModal()
  const { t } = useMessages()
  return (
    <div className="portico-stack" data-testid="portico-what-is-a-wallet">
      <ul className="portico-list portico-help">
        {POINTS.map((point) => (
          <li key={point} className="portico-help-point">
            <h3 className="portico-status-title">{t(`help.${point}Title` as MessageKey)}</h3>
            <p className="portico-status-text">{t(`help.${point}Text` as MessageKey)}</p>
          </li>
        ))}
      </ul>
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
