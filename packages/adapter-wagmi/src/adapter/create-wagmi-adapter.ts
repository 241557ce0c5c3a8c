import {
  assertNamespace as assertIn,
  type CaipNetwork,
  type ChainNamespace,
  PorticoError,
  toPorticoError,
} from '@portico/common'
import {
  type AdapterConnection,
  type AdapterEvents,
  type CapabilityCall,
  type ChainAdapter,
  type Connector as CoreConnector,
  createEmitter,
} from '@portico/core'
import {
  type Config,
  type Connector,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  reconnect as wagmiReconnect,
  watchConnectors,
} from '@wagmi/core'
import { formatUnits, isAddress, isHex, size } from 'viem'
import { balanceKey, createBalanceCache } from '../balance/balance-cache'
import { type BuildConfigOptions, buildWagmiConfig } from '../config/create-config'
import { toCoreConnectors } from '../connectors/to-connectors'
import { chainIdOf } from '../networks/chains'
import { createApiRoute } from '../transports/api-route'
import type { HeavyCalls } from './heavy'

type HeavyModule = typeof import('./heavy')

import { ANNOUNCE_WAIT_MS, awaitConnector } from './await-connector'
import { settledConnections, usableConnections } from './live-connections'
import { mirrorConnections, toAdapterConnection } from './mirror'
import { type PendingTransactionsFilter, watchPendingTransactions } from './pending-transactions'
import { dropUnusableConnections } from './unusable-connections'

export interface WagmiAdapterOptions extends Omit<BuildConfigOptions, 'networks' | 'route'> {
  networks: readonly CaipNetwork[]
  /** The app's own wagmi config: Portico then drives and mirrors it instead of building one. */
  wagmiConfig?: Config
  /** How long restoring a stored wallet waits for it to be announced (EIP-6963). Default 5 s. */
  announceWaitMs?: number
  /** Clock for the 30 s balance cache (tests). */
  now?: () => number
  /** §9: watch pending transactions (off by default; 30 s polling, stops after 99 batches); each refreshes balances. */
  pendingTransactionsFilter?: PendingTransactionsFilter
}

export interface WagmiAdapter extends ChainAdapter<'eip155'> {
  /** The wagmi config that holds the EVM wallet state; hand it to wagmi's own hooks for one source of truth. */
  readonly wagmiConfig: Config
  /** wallet_revokePermissions (the counterpart of the grantPermissions capability). */
  revokePermissions(params: {
    namespace: ChainNamespace
    request: Record<string, unknown>
    connectorId?: string
  }): Promise<void>
  /** Stops mirroring wagmi into core's events. */
  destroy(): void
}

const NAMESPACE = 'eip155'
const SIGNATURE_BYTES = 65

/** Resolves once wagmi is neither connecting nor reconnecting. */
function settled(config: Config): Promise<void> {
  const busy = (status: string) => status === 'connecting' || status === 'reconnecting'
  if (!busy(config.state.status)) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = config.subscribe(
      (s) => s.status,
      (status) => {
        if (busy(status)) return
        stop()
        resolve()
      },
    )
  })
}

const assertNamespace = (namespace: ChainNamespace): void => assertIn(namespace, NAMESPACE)

export function createWagmiAdapter(options: WagmiAdapterOptions): WagmiAdapter {
  // Where the built config's transports send RPC: the explicit blockchainApi, or the app's service once
  // createAppKit hands it over (configureService). An app's own wagmi config keeps its own transports.
  const route = createApiRoute(options.blockchainApi || undefined)
  const config = options.wagmiConfig ?? buildWagmiConfig({ ...options, route })
  const emitter = createEmitter<AdapterEvents>()
  const balances = createBalanceCache(options.now)

  const stopMirror = mirrorConnections(config, emitter)
  const stopDropping = dropUnusableConnections(config)
  const stopConnectors = watchConnectors(config, {
    onChange(connectors) {
      void toCoreConnectors(connectors, announcements()).then((list) =>
        emitter.emit('connectorsChanged', { namespace: NAMESPACE, connectors: list }),
      )
    },
  })

  // wagmi keeps the EIP-6963 announcements in its mipd store; read, never copied.
  const announcements = () => config._internal.mipd?.getProviders() ?? []
  const findConnector = (connectorId: string): Connector => {
    const connector = config.connectors.find((c) => c.id === connectorId)
    if (!connector) throw new PorticoError('CONNECTOR_UNDEFINED', { params: { connectorId } })
    return connector
  }
  const connectionOf = (connectorId: string | undefined) => {
    const connections = usableConnections(config.state)
    if (connectorId === undefined) {
      const current = config.state.current
      return connections.find((c) => c.connector.uid === current) ?? connections[0]
    }
    return connections.find((c) => c.connector.id === connectorId)
  }
  // Transactions, contract writes, gas estimates and call bundles: their code arrives with the first such request.
  let heavy: Promise<HeavyModule> | undefined
  const loadHeavy = (): Promise<HeavyModule> => {
    heavy ??= import('./heavy').catch((error: unknown) => {
      heavy = undefined
      throw error
    })
    return heavy
  }
  // A pending transaction may move a balance: the next read asks the chain instead of the 30 s cache. wagmi's
  // watcher (viem's filters and polling) comes with the lazily loaded module, only when the app turned it on.
  const stopPending = watchPendingTransactions(
    (parameters) => {
      let unwatch: (() => void) | undefined
      let stopped = false
      void loadHeavy().then(({ wagmiWatchPending }) => {
        if (!stopped) unwatch = wagmiWatchPending(config, parameters)
      })
      return () => {
        stopped = true
        unwatch?.()
      }
    },
    options.pendingTransactionsFilter,
    () => balances.clear(),
  )
  let calls: HeavyCalls | undefined
  const heavyCalls = async (): Promise<HeavyCalls> => {
    const m = await loadHeavy()
    calls ??= m.createHeavyCalls(config, { assertNamespace, connectionOf })
    return calls
  }
  const later =
    <C extends Exclude<keyof HeavyCalls, 'revokePermissions'>>(name: C): CapabilityCall<C, 'eip155'> =>
    async (params) =>
      ((await heavyCalls())[name] as CapabilityCall<C, 'eip155'>)(params)

  const configuredChainId = (network: CaipNetwork): number => {
    const chainId = chainIdOf(network)
    if (!config.chains.some((c) => c.id === chainId)) throw new PorticoError('CHAIN_NOT_SUPPORTED')
    return chainId
  }

  const adapter: WagmiAdapter = {
    namespace: NAMESPACE,
    wagmiConfig: config,
    on: emitter.on,

    async connect({ namespace, connectorId, caipNetwork }): Promise<AdapterConnection> {
      assertNamespace(namespace)
      const connector = findConnector(connectorId)
      const existing = connectionOf(connectorId)
      if (existing) return toAdapterConnection(existing)
      const chainId = caipNetwork ? configuredChainId(caipNetwork) : undefined
      try {
        const result = await wagmiConnect(config, { connector, ...(chainId ? { chainId } : {}) })
        return toAdapterConnection({ accounts: result.accounts, chainId: result.chainId, connector })
      } catch (error) {
        throw toPorticoError(error, 'FAILED_TO_CONNECT')
      }
    },

    async disconnect({ namespace, connectorId }) {
      assertNamespace(namespace)
      const targets = usableConnections(config.state)
        .map((c) => c.connector)
        .filter((c) => connectorId === undefined || c.id === connectorId)
      try {
        for (const connector of targets) await wagmiDisconnect(config, { connector })
      } catch (error) {
        throw toPorticoError(error, 'FAILED_TO_DISCONNECT')
      }
      balances.clear()
    },

    async reconnect({ namespace, connectorId }) {
      assertNamespace(namespace)
      // Core says 'connecting' meanwhile and keeps the stored connection until this settles.
      const connector = await awaitConnector(config, connectorId, options.announceWaitMs ?? ANNOUNCE_WAIT_MS)
      if (!connector) throw new PorticoError('CONNECTOR_UNDEFINED', { params: { connectorId } })
      // The app's own wagmi (e.g. WagmiProvider's reconnect on mount) may have restored it already, or be doing so.
      const existing = settledConnections(config.state)?.find((c) => c.connector.id === connectorId)
      if (existing) return toAdapterConnection(existing)
      try {
        const restored = await wagmiReconnect(config, { connectors: [connector] })
        const found = restored.find((c) => c.connector.id === connectorId)
        if (found) return toAdapterConnection(found)
        // wagmi runs one reconnect at a time and answers [] to a second one: wait for the one in flight.
        await settled(config)
        const after = connectionOf(connectorId)
        return after ? toAdapterConnection(after) : undefined
      } catch (error) {
        throw toPorticoError(error, 'FAILED_TO_CONNECT')
      }
    },

    async getAccounts({ namespace, connectorId }) {
      assertNamespace(namespace)
      const connection = connectionOf(connectorId)
      return connection ? toAdapterConnection(connection).accounts : []
    },

    async switchNetwork({ namespace, caipNetwork, connectorId }) {
      assertNamespace(namespace)
      const chainId = configuredChainId(caipNetwork)
      const { switchChain } = await loadHeavy()
      await switchChain(config, connectionOf(connectorId)?.connector, caipNetwork, chainId)
    },

    async signMessage({ namespace, message, address, connectorId }) {
      assertNamespace(namespace)
      if (!isAddress(address)) throw new PorticoError('INVALID_ADDRESS', { params: { namespace, value: address } })
      const connector = connectionOf(connectorId)?.connector
      let signature: unknown
      try {
        const { wagmiSignMessage } = await loadHeavy()
        signature = await wagmiSignMessage(config, { message, account: address, ...(connector ? { connector } : {}) })
      } catch (error) {
        throw toPorticoError(error, 'SIGN_MESSAGE_FAILED')
      }
      // A wallet answering something that is not a 65-byte signature must not reach the app as one.
      if (typeof signature !== 'string' || !isHex(signature) || size(signature) !== SIGNATURE_BYTES) {
        throw new PorticoError('SIGN_MESSAGE_FAILED', { cause: signature })
      }
      return signature
    },

    async getBalance({ namespace, address, caipNetwork }) {
      assertNamespace(namespace)
      const key = balanceKey(caipNetwork.caipNetworkId, address)
      const cached = balances.get(key)
      if (cached) return { ...cached }
      const symbol = caipNetwork.nativeCurrency.symbol
      if (!isAddress(address)) throw new PorticoError('INVALID_ADDRESS', { params: { namespace, value: address } })
      try {
        const { wagmiGetBalance } = await loadHeavy()
        const result = await wagmiGetBalance(config, { address, chainId: configuredChainId(caipNetwork) })
        const balance = { balance: formatUnits(result.value, result.decimals), symbol }
        balances.set(key, balance)
        return { ...balance }
      } catch (error) {
        // Not cached, so the next call asks again. Core turns this into §8's 0.00 and reports it (§9 retry).
        throw toPorticoError(error, 'TOKEN_BALANCE_UNAVAILABLE')
      }
    },

    async syncConnectors({ namespace }): Promise<CoreConnector[]> {
      assertNamespace(namespace)
      return toCoreConnectors(config.connectors, announcements())
    },

    isAddress: (address) => isAddress(address),

    configureService({ apiUrl, projectId }) {
      // An explicit `blockchainApi` (or `false`) is the app's choice and wins over the binding's default.
      if (options.blockchainApi !== undefined || options.wagmiConfig) return
      route.set({ url: apiUrl, projectId })
    },

    sendTransaction: later('sendTransaction'),
    writeContract: later('writeContract'),
    estimateGas: later('estimateGas'),
    sendCalls: later('sendCalls'),
    getCapabilities: later('getCapabilities'),
    walletGetAssets: later('walletGetAssets'),
    grantPermissions: later('grantPermissions'),
    revokePermissions: async (params) => (await heavyCalls()).revokePermissions(params),

    destroy() {
      stopMirror()
      stopDropping()
      stopPending()
      stopConnectors()
      emitter.clear()
    },
  }
  return adapter
}
