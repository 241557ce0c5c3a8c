import { Button, type MessageKey, useMessages } from '@portico/ui'
import { useModal } from '../../context/ModalContext'

const POINTS = ['what', 'how', 'fees'] as const

/** The short "what is a buy" help, reached from the purchase view. */
export default function WhatIsABuyView() {
  const { core } = useModal()
  const { t } = useMessages()
  return (
    <div className="portico-stack" data-testid="portico-what-is-a-buy">
      <ul className="portico-list portico-help">
        {POINTS.map((point) => (
          <li key={point} className="portico-help-point">
            <h3 className="portico-status-title">{t(`buyHelp.${point}Title` as MessageKey)}</h3>
            <p className="portico-status-text">{t(`buyHelp.${point}Text` as MessageKey)}</p>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        fullWidth
        onClick={() =>
          core.state.router.history.length > 1 ? core.router.goBack() : core.router.reset('OnRampProviders')
        }
      >
        {t('buy.back')}
      </Button>
    </div>
  )
}
