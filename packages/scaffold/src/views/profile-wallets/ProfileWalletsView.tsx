import { isPorticoError } from '@portico/common'
import { Alert, Avatar, alertMessageKeys, Button, truncateAddress, useMessages } from '@portico/ui'
import { useEffect, useState } from 'react'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'

type Busy = { connectorId: string; action: 'switch' | 'disconnect' } | undefined

/**
 * §2 ProfileWallets: the connections of the active namespace (core's connection list), switch to another one,
 * disconnect one. Without the multi-wallet feature only the active wallet is listed, with §8's info alert.
 */
export default function ProfileWalletsView() {
  const { core } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const [busy, setBusy] = useState<Busy>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const namespace = snap.chain.activeChain
  const record = namespace ? snap.chain.chains[namespace] : undefined
  const multiWallet = snap.features.multiWallet
  // §6: all connections with multi-wallet; otherwise only the active connector's.
  const connections = record
    ? multiWallet
      ? record.connections
      : record.connections.filter((c) => c.connectorId === record.currentConnectorId)
    : []

  useEffect(() => {
    // The last wallet went away (here or in the wallet): there is nothing to list, Connect is the honest view.
    if (record && record.connections.length === 0) core.router.reset('Connect')
  }, [core, record])

  if (!namespace || !record) return null
  const connectorName = (id: string) => snap.connectors[namespace]?.find((c) => c.id === id)?.name ?? id

  const run = async (connectorId: string, action: 'switch' | 'disconnect', call: () => Promise<unknown>) => {
    setBusy({ connectorId, action })
    setError(undefined)
    try {
      await call()
    } catch (cause) {
      setError(
        action === 'disconnect'
          ? t('message.failedToDisconnect')
          : isPorticoError(cause)
            ? cause.message
            : t('message.somethingWentWrong'),
      )
    } finally {
      setBusy(undefined)
    }
  }

  const switchTo = (connectorId: string) =>
    run(connectorId, 'switch', () => core.switchConnection({ namespace, connectorId }))

  const disconnectOne = (connectorId: string) =>
    run(connectorId, 'disconnect', async () => {
      if (record.connections.length <= 1) {
        // The last connection: a full disconnect of the namespace (§4), the modal stays open on Connect.
        await core.disconnect({ namespace, closeModal: false })
        return
      }
      // One wallet of several: its adapter drops it and reports the new connection list to core (§4: when the
      // current one goes, the first remaining becomes current).
      const adapter = core.getAdapter(namespace)
      if (!adapter) throw new Error('Adapter not found')
      await adapter.disconnect({ namespace, connectorId })
    })

  const multi = alertMessageKeys('MULTI_WALLET_NOT_ENABLED')

  return (
    <div className="portico-stack" data-testid="portico-profile-wallets">
      {!multiWallet && (
        <Alert variant="info" title={t(multi.title)}>
          {t(multi.text)}
        </Alert>
      )}
      <ul className="portico-list" aria-label={t('profileWallets.list')}>
        {connections.map((connection) => {
          const isCurrent = connection.connectorId === record.currentConnectorId
          const address = connection.accounts[0]?.address ?? ''
          const name = connectorName(connection.connectorId)
          const rowBusy = busy?.connectorId === connection.connectorId ? busy.action : undefined
          return (
            <li
              key={connection.connectorId}
              className="portico-connection"
              data-testid="portico-connection"
              data-connector={connection.connectorId}
            >
              <div className="portico-connection-head">
                {address && <Avatar address={address} size={40} />}
                <div className="portico-connection-text">
                  <span className="portico-connection-name">{name}</span>
                  <span className="portico-muted" dir="ltr" title={address}>
                    {truncateAddress(address)}
                  </span>
                </div>
                {isCurrent && <span className="portico-badge">{t('profileWallets.active')}</span>}
              </div>
              <div className="portico-connection-actions">
                {!isCurrent && (
                  <Button
                    variant="secondary"
                    loading={rowBusy === 'switch'}
                    disabled={busy !== undefined}
                    onClick={() => switchTo(connection.connectorId)}
                    aria-label={t('profileWallets.switchTo', { name })}
                  >
                    {t('profileWallets.switch')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  loading={rowBusy === 'disconnect'}
                  disabled={busy !== undefined}
                  onClick={() => disconnectOne(connection.connectorId)}
                  aria-label={t('profileWallets.disconnectOne', { name })}
                >
                  {t('account.disconnect')}
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
      {error && <Alert title={error} onDismiss={() => setError(undefined)} />}
      {multiWallet && (
        <Button variant="secondary" fullWidth onClick={() => core.router.push('Connect')}>
          {t('profileWallets.add')}
        </Button>
      )}
    </div>
  )
}
