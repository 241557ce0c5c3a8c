import type { CaipNetwork } from '@portico/common'
import { Alert, type MessageKey, useMessages } from '@portico/ui'
import { useState } from 'react'
import { useCoreSnapshot, useModal, useRouteData } from '../../context/ModalContext'
import { NetworkRows } from '../networks/NetworkRows'

/**
 * §2 SwitchActiveChain, opened with `{ namespace }` when a namespace other than the active one is requested (§2
 * rule 1). Choosing a network of a namespace with no connected address just makes it active (§4) and goes on to
 * Connect; a connected namespace switches through core (which asks the wallet to confirm) and ends on Account.
 */
export default function SwitchActiveChainView() {
  const { core } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const [failed, setFailed] = useState(false)
  const namespace = useRouteData('SwitchActiveChain')?.namespace
  const record = namespace ? snap.chain.chains[namespace] : undefined
  const name = namespace ? t(`networks.namespace.${namespace}` as MessageKey) : ''

  if (!record || record.caipNetworks.length === 0) {
    return (
      <div className="portico-status" data-testid="portico-switch-chain">
        <p className="portico-status-text" role="status">
          {t('switchChain.noNetworks', { name })}
        </p>
      </div>
    )
  }

  const connected = Boolean(record.accountState.address)
  const choose = async (network: CaipNetwork) => {
    setFailed(false)
    try {
      const result = await core.switchNetwork(network)
      // 'confirming': core pushed SwitchNetwork, which asks the wallet and lands on Account.
      if (result === 'switched') core.router.reset(connected ? 'Account' : 'Connect')
    } catch {
      // Core went back here (§4 a failed switch goes back one view) or showed the §8 alert; say it failed.
      setFailed(true)
    }
  }

  return (
    <div className="portico-stack" data-testid="portico-switch-chain" data-namespace={namespace}>
      <p className="portico-status-text">{t('switchChain.text', { name })}</p>
      {connected && <p className="portico-muted">{t('switchChain.connectedText', { name })}</p>}
      {failed && <Alert title={t('message.anErrorOccurred')} />}
      <NetworkRows
        networks={record.caipNetworks as CaipNetwork[]}
        label={name}
        currentId={record.networkState.caipNetwork?.caipNetworkId}
        onChoose={(network) => void choose(network)}
      />
    </div>
  )
}
