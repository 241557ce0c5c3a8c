import { Alert, Button, Spinner, useMessages, WalletImage } from '@portico/ui'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { attemptsOf, startConnect } from '../../connect/attempts'
import { useCoreSnapshot, useModal, useRouteData } from '../../context/ModalContext'
import { useHeldWhileClosing } from '../../shell/closing'

/** Injected or announced wallet: waiting for the wallet, rejected (with retry), or failed (with retry). */
export default function ConnectingExternalView() {
  const { core } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const store = attemptsOf(core).connect
  // While the dialog fades out the router and the attempt are already reset: keep what the user saw.
  const attempt = useHeldWhileClosing(useSyncExternalStore(store.subscribe, store.get, store.get))
  const ref = useRef<HTMLDivElement>(null)
  const retryRef = useRef<HTMLDivElement>(null)
  const target = useHeldWhileClosing(useRouteData('ConnectingExternal'))
  const status = attempt.status
  const failed = status === 'rejected' || status === 'error'

  // A failure replaces the spinner with the retry button: put keyboard focus on it.
  useEffect(() => {
    if (failed) retryRef.current?.querySelector('button')?.focus()
  }, [failed])

  if (!target) return <p className="portico-muted">{t('message.failedToConnect')}</p>
  const retry = () => void startConnect(core, target)
  const image = snap.connectors[target.namespace]?.find((c) => c.id === target.connectorId)?.imageUrl

  return (
    <div ref={ref} className="portico-stack" data-testid="portico-connecting" data-status={status}>
      <div className="portico-status">
        <WalletImage src={image} name={target.name} alt={t('wallet.imageAlt', { name: target.name })} size={64} />
        {status === 'waiting' && (
          <div role="status" className="portico-stack">
            <p className="portico-status-title">{t('connecting.waitingTitle', { name: target.name })}</p>
            <p className="portico-status-text">{t('connecting.waitingText')}</p>
            <Spinner />
          </div>
        )}
      </div>
      {status === 'rejected' && <Alert title={t('message.connectionRejected')}>{t('connecting.rejectedText')}</Alert>}
      {status === 'error' && <Alert title={t('message.failedToConnect')}>{t('connecting.errorText')}</Alert>}
      {status !== 'waiting' && (
        <div ref={retryRef}>
          <Button variant={failed ? 'primary' : 'secondary'} fullWidth onClick={retry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </div>
  )
}
