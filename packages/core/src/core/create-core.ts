import {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  describeValue,
  fromRpcError,
  isAddressShape,
  isCaipNetworkId,
  isPorticoError,
  isUserRejection,
  PorticoError,
  toSendValue,
} from '@portico/common'
import { proxy, ref, snapshot, subscribe } from 'valtio/vanilla'
import {
  type AdapterConnection,
  supports as adapterSupports,
  type Capability,
  type ChainAdapter,
} from '../adapter/contract'
import { createEmitter } from '../adapter/emitter'
import { createAlertState, createAlerts, createSnackbar, createSnackbarState } from '../alerts/alerts'
import type { Connector } from '../connectors/types'
import { createEvents } from '../events/events'
import { isEmbeddedLoginEnabled, type RemoteFeature, resolveFeatures } from '../features/features'
import { createModal, createModalState } from '../modal/modal'
import { connectMethodOrder, type OpenRequest, resolveCloseView, resolveOpenView } from '../modal/open-rules'
import { type AppKitOptions, resolveOptions } from '../options/options'
import { createRouter, createRouterState } from '../router/router'
import { assertSentCalls, type SentCall } from '../rules/calls'
import { createNamespaceState, initialAccountState } from '../state/namespace'
import type { ConnectionStatus, NamespaceState, StoredConnection } from '../state/types'
import { localStorageBackend } from '../storage/backends'
import { createStorage } from '../storage/storage'
import { createTheme, createThemeState } from '../theme/theme'
import { createTransactions, createTransactionsState, type TransactionFetcher } from '../transactions/transactions'
import type { CoreState } from './state'
import { validateOptions } from './validate-options'

export interface CoreEvents {
  /** The last connection of a namespace was lost (§4). */
  disconnect: { namespace: ChainNamespace }
  connect: { namespace: ChainNamespace; connectorId: string; caipAddress: CaipAddress }
}

export type SwitchNetworkResult = 'switched' | 'confirming'

const defaultIsMobile = () =>
  typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent ?? '')

/**
 * Creates one independent core: its own state, storage view, adapters and timers. Nothing is shared between two
 * cores except the storage backend you pass to both (that is how a "reload" is modelled in tests).
 */
export function createAppKitCore(options: AppKitOptions) {
  validateOptions(options)
  const opts = resolveOptions(options)
  const warn = options.warn ?? ((m: string) => console.warn(m))
  const now = options.now ?? Date.now
  const isMobile = options.isMobile ?? defaultIsMobile
  const storage = createStorage(options.storage ?? localStorageBackend(), warn)
  const adapters = new Map<ChainNamespace, ChainAdapter>(options.adapters.map((a) => [a.namespace, a]))
  const emitter = createEmitter<CoreEvents>()
  let transactionFetcher: TransactionFetcher | undefined

  // Namespaces come from adapters and from configured networks; each gets exactly one record.
  const namespaces = [
    ...new Set<ChainNamespace>([...adapters.keys(), ...options.networks.map((n) => n.chainNamespace)]),
  ]
  const chains: Partial<Record<ChainNamespace, NamespaceState>> = {}
  const stored = storage.get('namespaces') ?? {}
  for (const ns of namespaces) {
    const record = createNamespaceState(
      ns,
      options.networks.filter((n) => n.chainNamespace === ns),
      opts.defaultAccountTypes[ns],
    )
    const storedId = stored[ns]?.caipNetworkId
    const preferred =
      record.caipNetworks.find((n) => n.caipNetworkId === storedId) ??
      (options.defaultNetwork?.chainNamespace === ns ? options.defaultNetwork : undefined)
    if (preferred) record.networkState.caipNetwork = preferred
    chains[ns] = record
  }
  const storedActive = storage.get('activeNamespace')
  const activeChain =
    (storedActive && chains[storedActive] ? storedActive : undefined) ??
    options.defaultNetwork?.chainNamespace ??
    options.adapters[0]?.namespace ??
    namespaces[0]

  const state = proxy<CoreState>({
    chain: {
      chains,
      activeCaipAddress: undefined,
      activeChain,
      activeCaipNetwork: activeChain ? chains[activeChain]?.networkState.caipNetwork : undefined,
      noAdapters: adapters.size === 0,
      isSwitchingNamespace: false,
      lastConnectedSIWECaipNetwork: undefined,
    },
    connectors: {},
    modal: createModalState(),
    router: createRouterState(),
    alert: createAlertState(),
    snackbar: createSnackbarState(),
    events: { last: undefined },
    transactions: createTransactionsState(),
    theme: createThemeState(),
    features: resolveFeatures(options.features, undefined, opts.basic).features,
    send: { amount: '0', tokenAddress: undefined, receiverAddress: undefined },
  })

  const modal = createModal(state.modal)
  const router = createRouter(state.router)
  const alerts = createAlerts(state.alert)
  const snackbar = createSnackbar(state.snackbar)
  const events = createEvents(state.events, now, () => opts.enableAnalytics)
  const theme = createTheme(state.theme)
  const transactions = createTransactions(state.transactions, () => transactionFetcher)

  if (!options.projectId) alerts.show('PROJECT_ID_NOT_CONFIGURED')

  // ---- helpers -------------------------------------------------------------------------------------------------

  function ns(namespace: ChainNamespace): NamespaceState {
    const record = state.chain.chains[namespace]
    if (!record) throw new PorticoError('UNSUPPORTED_NAMESPACE', { params: { namespace } })
    return record
  }

  function adapterFor(namespace: ChainNamespace): ChainAdapter {
    const adapter = adapters.get(namespace)
    if (!adapter) throw new PorticoError('ADAPTER_NOT_FOUND')
    return adapter
  }

  function findNetwork(namespace: ChainNamespace, id: CaipNetworkId): CaipNetwork | undefined {
    return ns(namespace).caipNetworks.find((n) => n.caipNetworkId === id)
  }

  function persist(namespace: ChainNamespace) {
    const record = ns(namespace)
    const all = storage.get('namespaces') ?? {}
    const status = record.accountState.status === 'connected' ? 'connected' : 'disconnected'
    all[namespace] = {
      connections: record.connections.map((c) => ({ ...c, accounts: c.accounts.map((a) => ({ ...a })) })),
      currentConnectorId: record.currentConnectorId,
      status,
      caipNetworkId: record.networkState.caipNetwork?.caipNetworkId,
    }
    storage.set('namespaces', all)
  }

  function syncActive() {
    const active = state.chain.activeChain ? state.chain.chains[state.chain.activeChain] : undefined
    state.chain.activeCaipAddress = active?.accountState.caipAddress
    state.chain.activeCaipNetwork = active?.networkState.caipNetwork
  }

  function setActiveChain(namespace: ChainNamespace) {
    if (state.chain.activeChain !== namespace) {
      state.chain.activeChain = namespace
      storage.set('activeNamespace', namespace)
    }
    syncActive()
  }

  function setStatus(namespace: ChainNamespace, status: ConnectionStatus) {
    ns(namespace).accountState.status = status
  }

  function connectorOf(namespace: ChainNamespace, connectorId: string | undefined): Connector | undefined {
    return state.connectors[namespace]?.find((c) => c.id === connectorId)
  }

  /** Wallet answers are checked before they touch state: garbage leaves state as it was (ARCHITECTURE.md). */
  function validAddress(namespace: ChainNamespace, address: unknown): boolean {
    // The adapter owns the chain library and may check checksums; core itself only checks the shape (§5).
    const check = adapters.get(namespace)?.isAddress
    return isAddressShape(namespace, address) && (check ? check(address) : true)
  }

  function checkConnection(namespace: ChainNamespace, connection: AdapterConnection): StoredConnection {
    if (!isCaipNetworkId(connection?.caipNetworkId) || !connection.caipNetworkId.startsWith(`${namespace}:`)) {
      throw new PorticoError('INVALID_CAIP_NETWORK_ID', { params: { value: describeValue(connection?.caipNetworkId) } })
    }
    if (!Array.isArray(connection.accounts) || connection.accounts.length === 0) {
      throw new PorticoError('FAILED_TO_CONNECT')
    }
    for (const account of connection.accounts) {
      if (!validAddress(namespace, account?.address)) {
        throw new PorticoError('INVALID_ADDRESS', { params: { namespace, value: describeValue(account?.address) } })
      }
    }
    return {
      connectorId: connection.connectorId,
      accounts: connection.accounts.map((a) => ({ ...a })),
      caipNetworkId: connection.caipNetworkId,
      ...(connection.name ? { name: connection.name } : {}),
    }
  }

  function showCurrent(namespace: ChainNamespace) {
    const record = ns(namespace)
    const current = record.connections.find((c) => c.connectorId === record.currentConnectorId)
    const account = record.accountState
    if (!current) {
      const preferred = account.preferredAccountType
      Object.assign(account, initialAccountState(preferred))
      syncActive()
      return
    }
    const network = findNetwork(namespace, current.caipNetworkId)
    if (network) record.networkState.caipNetwork = network
    const address = current.accounts[0]?.address as string
    account.address = address
    account.caipAddress = `${current.caipNetworkId}:${address}` as CaipAddress
    const connector = connectorOf(namespace, current.connectorId)
    account.connectedWalletInfo = connector
      ? { name: connector.name, icon: connector.imageUrl, type: connector.type }
      : { name: current.connectorId }
    syncActive()
  }

  function upsertConnection(namespace: ChainNamespace, connection: StoredConnection, makeCurrent: boolean) {
    const record = ns(namespace)
    const index = record.connections.findIndex((c) => c.connectorId === connection.connectorId)
    if (index >= 0) record.connections[index] = connection
    else record.connections.push(connection)
    if (makeCurrent || !record.currentConnectorId) record.currentConnectorId = connection.connectorId
    record.accountState.status = 'connected'
    showCurrent(namespace)
    persist(namespace)
  }

  function shouldShowUnsupportedChain(namespace: ChainNamespace): boolean {
    const record = ns(namespace)
    const current = record.connections.find((c) => c.connectorId === record.currentConnectorId)
    const id = current?.caipNetworkId ?? record.networkState.caipNetwork?.caipNetworkId
    const requested = record.networkState.requestedCaipNetworks.some((n) => n.caipNetworkId === id)
    return !requested && opts.enableNetworkSwitch && !opts.allowUnsupportedChain && !opts.basic
  }

  /** §4: remove a connection; the first remaining one becomes current, or the namespace is disconnected. */
  function removeConnection(namespace: ChainNamespace, connectorId: string) {
    const record = ns(namespace)
    const before = record.connections.length
    record.connections = record.connections.filter((c) => c.connectorId !== connectorId)
    if (record.connections.length === before) return
    if (record.connections.length === 0) {
      record.currentConnectorId = undefined
      showCurrent(namespace)
      setStatus(namespace, 'disconnected')
      persist(namespace)
      emitter.emit('disconnect', { namespace })
      return
    }
    if (record.currentConnectorId === connectorId) record.currentConnectorId = record.connections[0]?.connectorId
    showCurrent(namespace)
    persist(namespace)
  }

  function fail(error: unknown): PorticoError {
    const typed = fromRpcError(error)
    if (!isUserRejection(typed)) events.reportError(typed)
    return typed
  }

  // ---- adapter events: drivers turn wallet events into calls on this store --------------------------------------

  const unsubscribers: (() => void)[] = []
  for (const adapter of adapters.values()) {
    unsubscribers.push(
      adapter.on('accountsChanged', ({ namespace, connectorId, accounts }) => {
        const record = state.chain.chains[namespace]
        const existing = record?.connections.find((c) => c.connectorId === connectorId)
        if (!record || !existing) return
        if (accounts.length === 0) return removeConnection(namespace, connectorId)
        if (!accounts.every((a) => validAddress(namespace, a.address)))
          return warn('[portico] ignored invalid accounts')
        existing.accounts = accounts.map((a) => ({ ...a }))
        if (record.currentConnectorId === connectorId) showCurrent(namespace)
        persist(namespace)
      }),
      adapter.on('chainChanged', ({ namespace, connectorId, caipNetworkId }) => {
        const record = state.chain.chains[namespace]
        const existing = record?.connections.find((c) => c.connectorId === connectorId)
        if (!record || !existing || !isCaipNetworkId(caipNetworkId) || !caipNetworkId.startsWith(`${namespace}:`))
          return
        existing.caipNetworkId = caipNetworkId
        if (record.currentConnectorId !== connectorId) return persist(namespace)
        showCurrent(namespace)
        persist(namespace)
        if (shouldShowUnsupportedChain(namespace)) {
          router.reset('UnsupportedChain')
          modal.setOpen(true)
        }
      }),
      adapter.on('connectionsChanged', ({ namespace, connections }) => {
        if (!state.chain.chains[namespace]) return
        const valid: StoredConnection[] = []
        for (const c of connections) {
          try {
            valid.push(checkConnection(namespace, c))
          } catch {
            warn('[portico] ignored an invalid connection')
          }
        }
        const gone = ns(namespace).connections.filter((c) => !valid.some((v) => v.connectorId === c.connectorId))
        for (const c of valid) upsertConnection(namespace, c, false)
        for (const c of gone) removeConnection(namespace, c.connectorId)
      }),
      adapter.on('connectorsChanged', ({ namespace, connectors }) => {
        // Providers are live objects owned by the adapter: keep them out of the proxy.
        state.connectors[namespace] = connectors.map((c) => ref({ ...c }))
      }),
      adapter.on('disconnect', ({ namespace, connectorId }) => {
        if (state.chain.chains[namespace]) removeConnection(namespace, connectorId)
      }),
    )
  }

  // ---- public API ----------------------------------------------------------------------------------------------

  const core = {
    state,
    options: opts,
    storage,
    router,
    alerts,
    snackbar,
    events,
    theme,
    transactions,
    modal,

    /** For useSyncExternalStore: called after any change of `state`. */
    subscribe(listener: () => void): () => void {
      return subscribe(state, () => listener())
    },
    /** For useSyncExternalStore: an immutable snapshot, the same object until something changes. */
    getSnapshot() {
      return snapshot(state)
    },
    on: emitter.on,

    getAdapter: (namespace: ChainNamespace) => adapters.get(namespace),
    supports(namespace: ChainNamespace, capability: Capability): boolean {
      return adapterSupports(adapters.get(namespace), capability)
    },

    /** §4 start-up: restore stored connections (connecting → connected, or disconnected when the sync fails). */
    async initialize(): Promise<void> {
      events.send('INITIALIZE')
      const saved = storage.get('namespaces') ?? {}
      await Promise.all(
        [...adapters.values()].map(async (adapter) => {
          const namespace = adapter.namespace
          try {
            const connectors = await adapter.syncConnectors({ namespace })
            state.connectors[namespace] = connectors.map((c) => ref({ ...c }))
          } catch (error) {
            events.reportError(error)
          }
          const entry = saved[namespace]
          if (!opts.enableReconnect || entry?.status !== 'connected' || !entry.currentConnectorId) {
            setStatus(namespace, 'disconnected')
            return
          }
          setStatus(namespace, 'connecting')
          try {
            const restored = await adapter.reconnect({
              namespace,
              connectorId: entry.currentConnectorId,
              caipNetwork: ns(namespace).networkState.caipNetwork,
            })
            if (!restored) throw new PorticoError('FAILED_TO_CONNECT')
            const fresh = checkConnection(namespace, restored)
            // Keep the account the user had chosen if the wallet still has it.
            const chosen = entry.connections.find((c) => c.connectorId === fresh.connectorId)?.accounts[0]?.address
            const index = fresh.accounts.findIndex((a) => a.address === chosen)
            if (index > 0) fresh.accounts.unshift(...fresh.accounts.splice(index, 1))
            ns(namespace).connections = entry.connections.filter((c) => c.connectorId !== fresh.connectorId)
            upsertConnection(namespace, fresh, true)
          } catch {
            ns(namespace).connections = []
            ns(namespace).currentConnectorId = undefined
            showCurrent(namespace)
            setStatus(namespace, 'disconnected')
            persist(namespace)
          }
        }),
      )
      syncActive()
    },

    /** Connects a wallet of one namespace; the new connection becomes current and the namespace active. */
    async connect(params: { namespace: ChainNamespace; connectorId: string }): Promise<StoredConnection> {
      const { namespace, connectorId } = params
      const adapter = adapterFor(namespace)
      const record = ns(namespace)
      const previous = record.accountState.status
      setStatus(namespace, 'connecting')
      try {
        const connection = checkConnection(
          namespace,
          await adapter.connect({ namespace, connectorId, caipNetwork: record.networkState.caipNetwork }),
        )
        upsertConnection(namespace, connection, true)
        setActiveChain(namespace)
        const connector = connectorOf(namespace, connectorId)
        storage.addRecentWallet({
          id: connectorId,
          name: connector?.name ?? connectorId,
          ...(connector?.imageUrl ? { imageUrl: connector.imageUrl } : {}),
        })
        emitter.emit('connect', { namespace, connectorId, caipAddress: record.accountState.caipAddress as CaipAddress })
        return connection
      } catch (error) {
        setStatus(namespace, record.connections.length > 0 ? previous : 'disconnected')
        throw isPorticoError(error) ? error : fail(error)
      }
    },

    /**
     * §4 full disconnect of one namespace (or all): resets account, network approvals, connector id, connected
     * namespace and wallet info, sets disconnected and closes the modal unless `closeModal: false`.
     */
    async disconnect(params: { namespace?: ChainNamespace; closeModal?: boolean } = {}): Promise<void> {
      const targets = params.namespace ? [params.namespace] : namespaces
      const failures: string[] = []
      for (const namespace of targets) {
        const adapter = adapters.get(namespace)
        const record = ns(namespace)
        if (adapter && record.connections.length > 0) {
          try {
            await adapter.disconnect({ namespace })
          } catch (error) {
            failures.push(`${namespace}: ${error instanceof Error ? error.message : String(error)}`)
          }
        }
        record.connections = []
        record.currentConnectorId = undefined
        record.networkState.approvedCaipNetworkIds = []
        Object.assign(record.accountState, initialAccountState(record.accountState.preferredAccountType))
        persist(namespace)
      }
      syncActive()
      state.send = { amount: '0', tokenAddress: undefined, receiverAddress: undefined }
      transactions.reset()
      if (failures.length > 0) {
        throw fail(new PorticoError('DISCONNECT_CHAINS_FAILED', { params: { reason: failures.join('; ') } }))
      }
      events.send('DISCONNECT_SUCCESS')
      if (params.closeModal !== false) core.close()
    },

    /** Chooses another account of the current connection. */
    switchAccount(params: { namespace: ChainNamespace; address: string }): void {
      const record = ns(params.namespace)
      const current = record.connections.find((c) => c.connectorId === record.currentConnectorId)
      const index = current?.accounts.findIndex((a) => a.address.toLowerCase() === params.address.toLowerCase()) ?? -1
      if (!current || index < 0) throw new PorticoError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
      current.accounts.unshift(...current.accounts.splice(index, 1))
      showCurrent(params.namespace)
      persist(params.namespace)
    },

    /**
     * Makes another connection current. §4: only from status connected or disconnected; §5: switching to another
     * wallet without the multi-wallet feature shows an info alert and does nothing.
     */
    async switchConnection(params: { namespace: ChainNamespace; connectorId: string; address?: string }) {
      const record = ns(params.namespace)
      const status = record.accountState.status
      if (status !== 'connected' && status !== 'disconnected') throw new PorticoError('INVALID_CONNECTION_STATUS')
      if (
        record.currentConnectorId &&
        params.connectorId !== record.currentConnectorId &&
        !state.features.multiWallet
      ) {
        alerts.show('MULTI_WALLET_NOT_ENABLED')
        return undefined
      }
      const existing = record.connections.find((c) => c.connectorId === params.connectorId)
      if (!existing) return core.connect(params)
      record.currentConnectorId = params.connectorId
      showCurrent(params.namespace)
      if (params.address) core.switchAccount({ namespace: params.namespace, address: params.address })
      persist(params.namespace)
      setActiveChain(params.namespace)
      return existing
    },

    /** §6: all connections with multi-wallet; otherwise only the active connector's. */
    getConnections(namespace: ChainNamespace): StoredConnection[] {
      const record = ns(namespace)
      if (state.features.multiWallet) return [...record.connections]
      return record.connections.filter((c) => c.connectorId === record.currentConnectorId)
    },

    /** A multi-wallet call: without the feature, an info alert and an empty result (§5). */
    getAllConnections(namespace: ChainNamespace): StoredConnection[] {
      if (!state.features.multiWallet) {
        alerts.show('MULTI_WALLET_NOT_ENABLED')
        return []
      }
      return [...ns(namespace).connections]
    },

    /** §4 active network change. Returns 'confirming' when the SwitchNetwork view must confirm first. */
    async switchNetwork(
      caipNetwork: CaipNetwork,
      params: { ignoreConfirmation?: boolean } = {},
    ): Promise<SwitchNetworkResult> {
      const namespace = caipNetwork.chainNamespace
      const network = state.chain.chains[namespace] && findNetwork(namespace, caipNetwork.caipNetworkId)
      if (!network) {
        alerts.show('SWITCH_NETWORK_NOT_FOUND')
        throw new PorticoError('NETWORK_NOT_FOUND')
      }
      const record = ns(namespace)
      if (state.chain.activeChain !== namespace) state.chain.isSwitchingNamespace = true
      try {
        setActiveChain(namespace)
        if (!record.accountState.address) {
          // A namespace without a connected address just becomes active on that network.
          record.networkState.caipNetwork = network
          afterNetworkChange(namespace)
          return 'switched'
        }
        const connector = connectorOf(namespace, record.currentConnectorId)
        if (!params.ignoreConfirmation && connector?.type !== 'auth') {
          router.push('SwitchNetwork', { caipNetworkId: network.caipNetworkId })
          return 'confirming'
        }
        try {
          await adapterFor(namespace).switchNetwork({
            namespace,
            caipNetwork: network,
            connectorId: record.currentConnectorId,
          })
        } catch (error) {
          router.goBack()
          throw fail(error)
        }
        const current = record.connections.find((c) => c.connectorId === record.currentConnectorId)
        if (current) current.caipNetworkId = network.caipNetworkId
        record.networkState.caipNetwork = network
        showCurrent(namespace)
        afterNetworkChange(namespace)
        events.send('SWITCH_NETWORK', { network: network.caipNetworkId })
        return 'switched'
      } finally {
        state.chain.isSwitchingNamespace = false
      }
    },

    shouldShowUnsupportedChain,

    /** §2 opening rules. */
    open(request: OpenRequest = {}): void {
      const active = state.chain.activeChain
      const entry = resolveOpenView(request, {
        activeChain: active,
        noAdapters: state.chain.noAdapters,
        manualWCControl: opts.manualWCControl,
        hasAddress: Boolean(active && state.chain.chains[active]?.accountState.address),
        isMobile: isMobile(),
      })
      router.reset(entry.view, entry.data)
      modal.setOpen(true)
    },

    /** §2 closing resets to Connect (embedded: Account while connected). */
    close(): void {
      modal.setOpen(false)
      const active = state.chain.activeChain
      router.reset(resolveCloseView(opts.embedded, Boolean(active && state.chain.chains[active]?.accountState.address)))
    },

    connectMethodOrder(): ReturnType<typeof connectMethodOrder> {
      const hasInjected = Object.values(state.connectors).some((list) =>
        list?.some((c) => c.type === 'injected' || c.type === 'announced'),
      )
      return connectMethodOrder(hasInjected, options.connectMethodsOrder)
    },

    isEmbeddedLoginEnabled: () => isEmbeddedLoginEnabled(state.features),

    /** §6: apply the remote project configuration (undefined = could not be fetched, local settings apply). */
    setRemoteFeatures(remote: RemoteFeature[] | undefined): void {
      const { features, notice } = resolveFeatures(options.features, remote, opts.basic)
      if (notice) warn(notice)
      state.features = features
    },

    /** §5: adding or removing a network needs an adapter for its namespace. */
    addNetwork(namespace: ChainNamespace, network: CaipNetwork): void {
      if (!adapters.has(namespace)) throw new PorticoError('ADAPTER_FOR_NAMESPACE_MISSING', { params: { namespace } })
      const record = ns(namespace)
      if (record.caipNetworks.some((n) => n.caipNetworkId === network.caipNetworkId)) return
      record.caipNetworks.push(network)
      record.networkState.requestedCaipNetworks.push(network)
    },
    removeNetwork(namespace: ChainNamespace, caipNetworkId: CaipNetworkId): void {
      if (!adapters.has(namespace)) throw new PorticoError('ADAPTER_FOR_NAMESPACE_MISSING', { params: { namespace } })
      const record = ns(namespace)
      record.caipNetworks = record.caipNetworks.filter((n) => n.caipNetworkId !== caipNetworkId)
      record.networkState.requestedCaipNetworks = record.networkState.requestedCaipNetworks.filter(
        (n) => n.caipNetworkId !== caipNetworkId,
      )
    },

    async signMessage(params: { namespace: ChainNamespace; message: string }): Promise<string> {
      const record = ns(params.namespace)
      const address = record.accountState.address
      if (!address) throw new PorticoError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
      try {
        return await adapterFor(params.namespace).signMessage({
          namespace: params.namespace,
          message: params.message,
          address,
          connectorId: record.currentConnectorId,
        })
      } catch (error) {
        if (isUserRejection(error)) throw new PorticoError('SIGNATURE_DECLINED', { cause: error, rpcCode: 4001 })
        throw fail(error)
      }
    },

    /** Native balance of the active account; a failed fetch shows 0.00 in the network's symbol (§8). */
    async fetchBalance(namespace: ChainNamespace): Promise<void> {
      const record = ns(namespace)
      const network = record.networkState.caipNetwork
      if (!record.accountState.address || !network) return
      try {
        const { balance, symbol } = await adapterFor(namespace).getBalance({
          namespace,
          address: record.accountState.address,
          caipNetwork: network,
        })
        record.accountState.balance = balance
        record.accountState.balanceSymbol = symbol
      } catch (error) {
        events.reportError(error)
        record.accountState.balance = '0.00'
        record.accountState.balanceSymbol = network.nativeCurrency.symbol
      }
    },

    /** Routes an optional capability to the adapter of the named namespace. */
    async request(namespace: ChainNamespace, capability: Capability, params: Record<string, unknown> = {}) {
      const call = adapters.get(namespace)?.[capability]
      if (!call) throw new PorticoError('CAPABILITY_NOT_SUPPORTED', { params: { namespace, capability } })
      if (capability === 'sendCalls') assertSentCalls((params.calls ?? []) as SentCall[])
      try {
        return await call({ ...params, namespace })
      } catch (error) {
        throw fail(error)
      }
    },

    /** §5: SIWX needs enabled SIWX, an active address, an active network and a client, each with its own error. */
    assertSiwxReady(): void {
      const siwx = options.siwx as { createMessage?: unknown } | undefined
      if (!siwx) throw new PorticoError('SIWX_NOT_ENABLED')
      if (!state.chain.activeCaipAddress) throw new PorticoError('SIWX_NO_ADDRESS')
      if (!state.chain.activeCaipNetwork) throw new PorticoError('SIWX_NO_NETWORK')
      if (typeof siwx.createMessage !== 'function') throw new PorticoError('SIWX_NO_CLIENT')
    },

    setTransactionFetcher(fetcher: TransactionFetcher | undefined) {
      transactionFetcher = fetcher
    },
    fetchTransactions(): Promise<void> {
      return transactions.fetch(
        state.chain.activeCaipAddress?.split(':')[2],
        state.chain.activeCaipNetwork?.caipNetworkId,
      )
    },

    setSendAmount(value: string) {
      state.send.amount = toSendValue(value)
    },

    /** Stops listening to adapters and clears timers; the state stays readable. */
    destroy(): void {
      for (const off of unsubscribers.splice(0)) off()
      modal.dispose()
      events.dispose()
      emitter.clear()
    },
  }

  /** §4: after an active-network change the send form resets and the network id is stored. */
  function afterNetworkChange(namespace: ChainNamespace) {
    state.send = { amount: '0', tokenAddress: undefined, receiverAddress: undefined }
    transactions.reset()
    syncActive()
    persist(namespace)
  }

  return core
}

export type AppKitCore = ReturnType<typeof createAppKitCore>
