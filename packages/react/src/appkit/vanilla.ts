import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
import type { AppKitCore, ConnectionStatus } from '@portico/core'
import type { AppKitEventRecord } from './appkit-events'
import type { KitState } from './createAppKit'
import { shallowEqual } from './shallow-equal'

type Snapshot = ReturnType<AppKitCore['getSnapshot']>

/** AppKit's `getState()`: the modal's flags and the active network, as useAppKitState answers. */
export interface AppKitVanillaState {
  initialized: boolean
  loading: boolean
  open: boolean
  selectedNetworkId: CaipNetworkId | undefined
  activeChain: ChainNamespace | undefined
}

export interface AppKitAccountState {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
}

export interface AppKitNetworkState {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
}

export interface AppKitEventState {
  timestamp: number | undefined
  data: { type: 'track'; event: string; properties?: Record<string, unknown> } | undefined
}

/** AppKit's `{ timestamp, data: { type: 'track', event, properties } }` for one event record. */
export function eventState(record: AppKitEventRecord | undefined): AppKitEventState {
  if (!record) return { timestamp: undefined, data: undefined }
  const properties = record.properties ? { properties: { ...record.properties } } : {}
  return { timestamp: record.timestamp, data: { type: 'track', event: record.event, ...properties } }
}

/** AppKit's vanilla (framework-free) getters and subscriptions on one kit; each subscribe returns its unsubscribe. */
export interface AppKitVanillaApi {
  getState(): AppKitVanillaState
  /** Called when getState()'s answer changes. */
  subscribeState(listener: (state: AppKitVanillaState) => void): () => void
  /** The active namespace's account (or `namespace`'s). */
  getAddress(namespace?: ChainNamespace): string | undefined
  getCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined
  getIsConnectedState(): boolean
  getChainId(): number | string | undefined
  getCaipNetwork(namespace?: ChainNamespace): CaipNetwork | undefined
  subscribeAccount(listener: (account: AppKitAccountState) => void, namespace?: ChainNamespace): () => void
  subscribeNetwork(listener: (network: AppKitNetworkState) => void): () => void
  /** Called with each new analytics event (§6). */
  subscribeEvents(listener: (event: AppKitEventState) => void): () => void
  /** The connected wallet's provider object (whatever its adapter exposes, e.g. EIP-1193); undefined when none. */
  getWalletProvider<T = unknown>(namespace?: ChainNamespace): T | undefined
}

interface Stores {
  core: AppKitCore
  subscribeKit(listener: () => void): () => void
  getKitState(): KitState
}

const recordOf = (snap: Snapshot, namespace?: ChainNamespace) => {
  const ns = namespace ?? snap.chain.activeChain
  return ns ? snap.chain.chains[ns] : undefined
}

export function createVanillaApi({ core, subscribeKit, getKitState }: Stores): AppKitVanillaApi {
  const snap = () => core.getSnapshot()

  // One listener on core and the kit's store per subscription; it reports only when the selection changed.
  function watch<T>(select: () => T, listener: (value: T) => void): () => void {
    let last = select()
    const check = () => {
      const next = select()
      if (shallowEqual(last, next)) return
      last = next
      listener(next)
    }
    const stopCore = core.subscribe(check)
    const stopKit = subscribeKit(check)
    return () => {
      stopCore()
      stopKit()
    }
  }

  const getState = (): AppKitVanillaState => {
    const s = snap()
    return {
      initialized: getKitState().initialized,
      loading: s.modal.loading,
      open: s.modal.open,
      selectedNetworkId: s.chain.activeCaipNetwork?.caipNetworkId,
      activeChain: s.chain.activeChain,
    }
  }
  const account = (namespace?: ChainNamespace): AppKitAccountState => {
    const state = recordOf(snap(), namespace)?.accountState
    return {
      address: state?.address,
      caipAddress: state?.caipAddress,
      isConnected: Boolean(state?.caipAddress),
      status: state?.status ?? 'disconnected',
    }
  }
  const getCaipNetwork = (namespace?: ChainNamespace): CaipNetwork | undefined => {
    const s = snap()
    const network = namespace ? s.chain.chains[namespace]?.networkState.caipNetwork : s.chain.activeCaipNetwork
    return network as CaipNetwork | undefined
  }
  const network = (): AppKitNetworkState => {
    const caipNetwork = getCaipNetwork()
    return { caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId, chainId: caipNetwork?.id }
  }

  return {
    getState,
    subscribeState: (listener) => watch(getState, listener),
    getAddress: (namespace) => account(namespace).address,
    getCaipAddress: (namespace) => account(namespace).caipAddress,
    getIsConnectedState: () => account().isConnected,
    getChainId: () => network().chainId,
    getCaipNetwork,
    subscribeAccount: (listener, namespace) => watch(() => account(namespace), listener),
    subscribeNetwork: (listener) => watch(network, listener),
    subscribeEvents(listener) {
      return watch(
        () => getKitState().lastEvent,
        (last) => {
          if (last) listener(eventState(last))
        },
      )
    },
    getWalletProvider<T = unknown>(namespace?: ChainNamespace): T | undefined {
      const s = snap()
      const ns = namespace ?? s.chain.activeChain
      const connectorId = ns ? s.chain.chains[ns]?.currentConnectorId : undefined
      const connector = ns && connectorId ? s.connectors[ns]?.find((c) => c.id === connectorId) : undefined
      return connector?.provider as T | undefined
    },
  }
}
