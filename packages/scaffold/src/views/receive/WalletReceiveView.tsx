import type { CaipNetwork } from '@portico/common'
import { AssetRow, Button, CopyIcon, QrCode, truncateAddress, useMessages } from '@portico/ui'
import { useEffect } from 'react'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'
import { compatibleNetworks } from './compatibleNetworks'

const QR_SIZE = 220

/**
 * AppKit's WalletReceive: the active account's address as a QR code (the plain address, so any wallet's scanner
 * reads it), a copy button that confirms with a toast, and the networks the address works on (AppKit's
 * WalletCompatibleNetworks, shown here as a section of the same view).
 */
export default function WalletReceiveView() {
  const { core } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const namespace = snap.chain.activeChain
  const record = namespace ? snap.chain.chains[namespace] : undefined
  const address = record?.accountState.address
  const network = record?.networkState.caipNetwork

  useEffect(() => {
    // Nothing to receive on without an account: Connect is the honest view.
    if (!address) core.router.replace('Connect')
  }, [core, address])

  if (!namespace || !record || !address) return null
  const networks = compatibleNetworks(address, record.caipNetworks as readonly CaipNetwork[], namespace)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      core.snackbar.showSuccess(t('receive.copied'))
    } catch {
      core.snackbar.showError(t('common.copyFailed'))
    }
  }

  return (
    <div className="portico-stack" data-testid="portico-receive" data-address={address}>
      <div className="portico-status">
        <QrCode value={address} size={QR_SIZE} label={t('receive.qrLabel', { name: network?.name ?? namespace })} />
        <p className="portico-status-text" title={address} dir="ltr" data-testid="portico-receive-address">
          {truncateAddress(address)}
        </p>
      </div>
      <Button
        variant="primary"
        fullWidth
        icon={<CopyIcon />}
        onClick={() => void copy()}
        data-testid="portico-receive-copy"
      >
        {t('receive.copy')}
      </Button>
      <h3 className="portico-section-title" id="portico-receive-networks">
        {t('receive.networksTitle')}
      </h3>
      <p className="portico-muted">{t('receive.networksText')}</p>
      <ul className="portico-list" aria-labelledby="portico-receive-networks" data-testid="portico-receive-networks">
        {networks.map((n) => (
          <AssetRow
            key={n.caipNetworkId}
            label={n.name}
            description={n.caipNetworkId === network?.caipNetworkId ? t('networks.current') : undefined}
            iconUrl={n.assets?.imageUrl}
            fallback={n.name}
            data-testid="portico-receive-network"
          />
        ))}
      </ul>
    </div>
  )
}
