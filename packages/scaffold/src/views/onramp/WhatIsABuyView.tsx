import { Button, useMessages } from '@portico/ui'
import { useModal } from '../../context/ModalContext'
import { HelpPoints } from '../HelpPoints'

const POINTS = ['what', 'how', 'fees'] as const

/** The short "what is a buy" help, reached from the purchase view. */
export default function WhatIsABuyView() {
  const { core } = useModal()
  const { t } = useMessages()
  return (
    <div className="portico-stack" data-testid="portico-what-is-a-buy">
      <HelpPoints prefix="buyHelp" points={POINTS} />
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
