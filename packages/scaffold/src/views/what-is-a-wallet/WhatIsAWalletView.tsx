import { Button } from '@portico/ui'
import { useModal } from '../../context/ModalContext'
import type { ScaffoldMessageKey } from '../../i18n'

const POINTS = ['home', 'login', 'keys'] as const

/** The short "what is a wallet" help, reached from the Connect header; every string comes from the catalogue. */
export default function WhatIsAWalletView() {
  const { core, s } = useModal()
  return (
    <div className="portico-stack" data-testid="portico-what-is-a-wallet">
      <ul className="portico-list portico-help">
        {POINTS.map((point) => (
          <li key={point} className="portico-help-point">
            <h3 className="portico-status-title">{s(`help.${point}Title` as ScaffoldMessageKey)}</h3>
            <p className="portico-status-text">{s(`help.${point}Text` as ScaffoldMessageKey)}</p>
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
        {s('help.back')}
      </Button>
    </div>
  )
}
