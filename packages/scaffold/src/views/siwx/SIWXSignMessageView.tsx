import { Alert, Avatar, Button, truncateAddress, useMessages } from '@portico/ui'
import { useEffect, useRef } from 'react'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'

/**
 * §4 SIWXSignMessage: the connected account proves it owns the address by signing the app's sign-in message. Sign
 * adds the session and closes the modal; a failure shows here with a retry; cancel (when sign-in is required) goes
 * back to the last signed-in network or disconnects — core decides which.
 */
export default function SIWXSignMessageView() {
  const { core } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const signRef = useRef<HTMLDivElement>(null)
  const active = snap.chain.activeChain
  const account = active ? snap.chain.chains[active]?.accountState : undefined
  const network = snap.chain.activeCaipNetwork
  const { status, error } = snap.siwx
  const signing = status === 'signing'
  const required = core.getSIWX()?.getRequired?.() ?? false

  // After a failure the retry is where keyboard focus belongs.
  useEffect(() => {
    if (status === 'error') signRef.current?.querySelector('button')?.focus()
  }, [status])

  const appName = typeof location !== 'undefined' ? location.host : ''
  return (
    <div className="portico-stack" data-testid="portico-siwx" data-status={status}>
      <div className="portico-status">
        {account?.address && <Avatar address={account.address} size={64} />}
        <p className="portico-status-title">{t('siwx.title', { app: appName })}</p>
        <p className="portico-status-text">{t('siwx.text')}</p>
        {account?.address && (
          <p className="portico-muted" data-testid="portico-siwx-account">
            {truncateAddress(account.address)}
            {network ? ` · ${network.name}` : ''}
          </p>
        )}
      </div>
      {status === 'error' && <Alert title={t('siwx.failed')}>{error}</Alert>}
      {signing && (
        <p role="status" className="portico-status-text">
          {t('siwx.waiting')}
        </p>
      )}
      <div ref={signRef}>
        <Button fullWidth loading={signing} onClick={() => void core.siwxSignIn()}>
          {status === 'error' ? t('common.retry') : t('siwx.sign')}
        </Button>
      </div>
      <Button variant="secondary" fullWidth disabled={signing} onClick={() => void core.siwxCancel()}>
        {required ? t('siwx.cancelRequired') : t('siwx.cancel')}
      </Button>
    </div>
  )
}
