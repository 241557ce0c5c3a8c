import type { CaipNetwork, ChainNamespace } from '@portico/common'
import { Alert, Button, ListItem, type MessageKey, Spinner, useMessages, WalletImage } from '@portico/ui'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { attemptsOf, startSwitch } from '../../connect/attempts'
import { useCoreSnapshot, useModal, useRouteData } from '../../context/ModalContext'

/**
 * §2 SwitchNetwork. Without data: the configured networks grouped by namespace. With `{ caipNetworkId }` (pushed by
 * core when a connected wallet must confirm): asks the wallet and waits; core goes back one view on failure (§4),
 * where the list shows what happened with a retry.
 */
export default function SwitchNetworkView() {
  const id = useRouteData('SwitchNetwork')?.caipNetworkId
  return id ? <Confirm caipNetworkId={id} /> : <NetworkList />
}

function findNetwork(chains: ReturnType<typeof useCoreSnapshot>['chain']['chains'], id: string) {
  for (const record of Object.values(chains)) {
    const found = record?.caipNetworks.find((n) => n.caipNetworkId === id)
    if (found) return found as CaipNetwork
  }
  return undefined
}

function Confirm({ caipNetworkId }: { caipNetworkId: string }) {
  const { core } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const ref = useRef<HTMLDivElement>(null)
  const network = findNetwork(snap.chain.chains, caipNetworkId)
  useEffect(() => {
    if (network) void startSwitch(core, network)
  }, [core, network])
  if (!network) return null
  return (
    <div ref={ref} className="portico-status" data-testid="portico-switch-confirm">
      <WalletImage src={network.assets?.imageUrl} name={network.name} size={64} />
      <div role="status" className="portico-stack">
        <p className="portico-status-title">{t('networks.approveTitle')}</p>
        <p className="portico-status-text">{t('networks.approveText', { name: network.name })}</p>
        <Spinner />
      </div>
    </div>
  )
}

function NetworkList() {
  const { core } = useModal()
  const { t } = useMessages()
  const snap = useCoreSnapshot()
  const store = attemptsOf(core).switch
  const attempt = useSyncExternalStore(store.subscribe, store.get, store.get)
  const ref = useRef<HTMLDivElement>(null)
  const active = snap.chain.activeChain
  const activeId = active ? snap.chain.chains[active]?.networkState.caipNetwork?.caipNetworkId : undefined

  const choose = async (network: CaipNetwork) => {
    try {
      const result = await core.switchNetwork(network)
      if (result === 'switched') core.router.goBack()
    } catch {
      // core shows the §8 alert (Network Not Found) or reports the error; the list stays.
    }
  }

  const failedNetwork = attempt.status === 'rejected' || attempt.status === 'error' ? attempt.network : undefined
  const sections = Object.entries(snap.chain.chains) as [ChainNamespace, (typeof snap.chain.chains)[ChainNamespace]][]

  return (
    <div ref={ref} className="portico-stack" data-testid="portico-networks">
      {failedNetwork && (
        <Alert
          title={attempt.status === 'rejected' ? t('networks.rejected') : t('message.anErrorOccurred')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void choose(failedNetwork)}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {sections.map(([namespace, record]) =>
        record && record.caipNetworks.length > 0 ? (
          <section key={namespace} aria-labelledby={`portico-ns-${namespace}`}>
            <h3 className="portico-section-title" id={`portico-ns-${namespace}`}>
              {t(`networks.namespace.${namespace}` as MessageKey)}
            </h3>
            <ul className="portico-list">
              {record.caipNetworks.map((network) => {
                const current = network.caipNetworkId === activeId
                return (
                  <li key={network.caipNetworkId}>
                    <ListItem
                      label={network.name}
                      description={current ? t('networks.current') : undefined}
                      icon={<WalletImage src={network.assets?.imageUrl} name={network.name} size={32} />}
                      aria-current={current || undefined}
                      data-network={network.caipNetworkId}
                      onClick={() => void choose(network as CaipNetwork)}
                    />
                  </li>
                )
              })}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  )
}
