import type { CaipNetwork } from '@portico/common'
import { Alert, Button, useMessages } from '@portico/ui'
import { useSyncExternalStore } from 'react'
import { attemptsOf, startSwitch } from '../../connect/attempts'
import { useCoreSnapshot, useModal } from '../../context/ModalContext'
import { NetworkRows } from '../networks/NetworkRows'

/**
 * §4 UnsupportedChain: the wallet is on a network the app did not request, and the app does not allow staying there.
 * Lists the requested networks of the active namespace; choosing one asks the wallet to switch (no extra confirmation
 * step: this view is the confirmation) and lands on Account. Disconnecting is the other way out.
 */
export default function UnsupportedChainView() {
  const { core } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const store = attemptsOf(core).switch
  const attempt = useSyncExternalStore(store.subscribe, store.get, store.get)
  const active = snap.chain.activeChain
  const record = active ? snap.chain.chains[active] : undefined
  const networks = (record?.networkState.requestedCaipNetworks ?? []) as CaipNetwork[]
  const waitingId = attempt.status === 'waiting' ? attempt.network?.caipNetworkId : undefined
  const failed = attempt.status === 'rejected' || attempt.status === 'error' ? attempt.status : undefined

  return (
    <div className="portico-stack" data-testid="portico-unsupported-chain">
      <p className="portico-status-text">{t('unsupported.text')}</p>
      {failed && <Alert title={failed === 'rejected' ? t('networks.rejected') : t('message.anErrorOccurred')} />}
      <h3 className="portico-section-title">{t('unsupported.networks')}</h3>
      <NetworkRows
        networks={networks}
        label={t('unsupported.networks')}
        waitingId={waitingId}
        onChoose={(network) => void startSwitch(core, network)}
      />
      {record?.accountState.address && (
        <Button variant="secondary" onClick={() => void core.disconnect(active ? { namespace: active } : {})}>
          {t('account.disconnect')}
        </Button>
      )}
    </div>
  )
}
