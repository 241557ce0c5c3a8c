import { Alert, Button, type MessageKey, useMessages } from '@portico/ui'
import { useEffect, useState } from 'react'
import { useModal } from '../../context/ModalContext'
import { BuyPlaceholder } from './BuyPlaceholder'
import { useBuyState } from './buyState'
import { type CheckoutMessage, checkoutMessageOf } from './checkoutMessage'
import { useBuyAccount } from './useBuyAccount'

/** How often the modal looks whether the user closed the checkout window (§9: popups are polled every 1 s). */
export const POPUP_POLL_MS = 1000

type Progress = 'waiting' | 'processing' | 'completed' | 'declined' | 'failed' | 'closed'

const DECLINE_KEYS: Record<string, MessageKey> = {
  declined: 'buy.declined',
  insufficient_funds: 'buy.insufficientFunds',
  invalid: 'buy.invalidCard',
}

/**
 * Follows the checkout window: its messages (exact origin, the window opened) move the purchase on; closing the window
 * before it completes is §8's 'Popup closed'. On completion the balance is read again, so the funds are seen arriving.
 */
export default function BuyInProgressView() {
  const { core } = useModal()
  const { t, format } = useMessages()
  const account = useBuyAccount()
  const [state] = useBuyState(core)
  const checkout = state.checkout
  const [progress, setProgress] = useState<Progress>('waiting')
  const [last, setLast] = useState<CheckoutMessage | undefined>(undefined)

  useEffect(() => {
    if (!checkout) core.router.replace('OnRampProviders')
  }, [core, checkout])

  useEffect(() => {
    if (!checkout) return
    let done = false
    const onMessage = (event: MessageEvent) => {
      const message = checkoutMessageOf(event, checkout)
      if (!message || done) return
      setLast(message)
      setProgress(message.status)
      if (message.status === 'completed') {
        done = true
        checkout.popup?.close()
        void core.fetchBalance('eip155')
      }
    }
    window.addEventListener('message', onMessage)
    const poll = setInterval(() => {
      if (!done && checkout.popup?.closed) {
        done = true
        setProgress('closed')
      }
    }, POPUP_POLL_MS)
    return () => {
      window.removeEventListener('message', onMessage)
      clearInterval(poll)
    }
  }, [core, checkout])

  if (account.blocked) return <BuyPlaceholder blocked={account.blocked} />
  if (!checkout) return null
  const back = () => {
    if (progress !== 'completed') checkout.popup?.close()
    core.router.goBack()
  }
  const amount = last?.purchaseAmount ?? checkout.quote?.purchaseAmount.amount ?? ''
  const symbol = last?.currency ?? checkout.symbol
  const nativeArrived = progress === 'completed' && account.balanceSymbol === symbol && account.balance !== undefined

  return (
    <div className="portico-stack" data-testid="portico-buy-progress" data-progress={progress}>
      {(progress === 'waiting' || progress === 'processing') && (
        <div className="portico-status" aria-live="polite">
          <p className="portico-status-text">{t(progress === 'waiting' ? 'buy.waiting' : 'buy.processing')}</p>
          <Button variant="secondary" onClick={() => checkout.popup?.focus()}>
            {t('buy.reopen')}
          </Button>
        </div>
      )}
      {progress === 'declined' && <Alert title={t(DECLINE_KEYS[last?.reason ?? ''] ?? 'buy.declined')} />}
      {progress === 'failed' && <Alert title={t('buy.failed')} />}
      {progress === 'closed' && <Alert title={t('message.popupClosed')} />}
      {progress === 'completed' && (
        <Alert variant="success" title={t('buy.completed')}>
          {t('buy.completedText', { amount, symbol })}
        </Alert>
      )}
      {nativeArrived && (
        <p className="portico-balance" data-testid="portico-buy-balance" dir="ltr">
          {t('buy.balance', { balance: format.number(Number(account.balance), 4), symbol })}
        </p>
      )}
      {progress === 'completed' ? (
        <Button
          fullWidth
          onClick={() => {
            // Activity is the Account view's third tab (§3 currentTab), where the purchase shows as a buy.
            const live = core.state.chain.chains.eip155
            if (live) live.accountState.currentTab = 2
            core.router.reset('Account')
          }}
        >
          {t('buy.viewActivity')}
        </Button>
      ) : null}
      <Button variant="secondary" fullWidth onClick={back}>
        {progress === 'completed' || progress === 'closed' ? t('buy.back') : t('common.cancel')}
      </Button>
    </div>
  )
}
