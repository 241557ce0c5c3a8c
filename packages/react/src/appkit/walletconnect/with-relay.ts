// Part of the WalletConnect chunk (./walletconnect-setup): never imported by the app's initial JavaScript.
import type { AdapterConnection, AdapterEvents, ChainAdapter, Connector } from '@portico/core'
import type { RelayTransactions } from '@portico/walletconnect'

type Connections = Map<string, AdapterConnection>

/** A connection's accounts or network as an event changed them, so a later report carries them as they are. */
const withChanges = (
  connections: Connections,
  payload: AdapterEvents['accountsChanged'] | AdapterEvents['chainChanged'],
): void => {
  const known = connections.get(payload.connectorId)
  if (!known) return
  if ('accounts' in payload) known.accounts = payload.accounts
  if ('caipNetworkId' in payload) known.caipNetworkId = payload.caipNetworkId
}

/**
 * The app's adapter of a namespace with WalletConnect's connector beside its own (as AppKit's Solana and Bitcoin
 * adapters get it from a projectId): calls for `relay`'s connector go to `relay`, the rest to the app's adapter.
 * Core replaces a namespace's connections with each `connectionsChanged`, so each side's report carries the other
 * side's connections too.
 */
export function withRelayConnector(
  app: ChainAdapter,
  relay: ChainAdapter,
  relayConnectorId: string,
  transactions?: RelayTransactions,
): ChainAdapter {
  const namespace = app.namespace
  const own: Connections = new Map()
  const relayed: Connections = new Map()
  let relayConnectors: Connector[] = []
  // The connection calls without a connector id go to: the last one connected.
  let active: string | undefined
  const isRelay = (connectorId: string | undefined) => (connectorId ?? active) === relayConnectorId
  const pick = (connectorId: string | undefined) => (isRelay(connectorId) ? relay : app)
  const sideOf = (connectorId: string | undefined) => (isRelay(connectorId) ? relayed : own)
  const remember = (connection: AdapterConnection | undefined) => {
    if (!connection) return connection
    sideOf(connection.connectorId).set(connection.connectorId, { ...connection })
    active = connection.connectorId
    return connection
  }

  // The app's transaction capabilities, sent over the session for WalletConnect's connection (only those the app
  // has, so `supports` answers as before).
  type Call = (params: { connectorId?: string } & Record<string, unknown>) => Promise<unknown>
  const overRelay = (method: 'signTransaction' | 'sendTransaction') => {
    const own = app[method] as Call | undefined
    if (!own || !transactions) return {}
    const call: Call = async (params) => {
      if (!isRelay(params.connectorId)) return own.call(app, params)
      const connection = relayed.get(relayConnectorId)
      const address = connection?.accounts[0]?.address
      return transactions[method](params, address ? { caipNetworkId: connection.caipNetworkId, address } : undefined)
    }
    return { [method]: call }
  }

  const composite: ChainAdapter = {
    ...overRelay('signTransaction'),
    ...overRelay('sendTransaction'),
    namespace,
    connect: async (params) => remember(await pick(params.connectorId).connect(params)) as AdapterConnection,
    reconnect: async (params) => remember(await pick(params.connectorId).reconnect(params)),
    async disconnect(params) {
      const connectorId = params.connectorId ?? active
      await pick(connectorId).disconnect(params)
      if (connectorId === undefined) return
      sideOf(connectorId).delete(connectorId)
      if (connectorId === active) active = undefined
    },
    getAccounts: (params) => pick(params.connectorId).getAccounts(params),
    switchNetwork: (params) => pick(params.connectorId).switchNetwork(params),
    signMessage: (params) => pick(params.connectorId).signMessage(params),
    // The app's adapter has the chain library; WalletConnect's has none.
    getBalance: (params) => app.getBalance(params),
    async syncConnectors(params) {
      // WalletConnect failing to start must not take the app's own wallets with it.
      const [mine, theirs] = await Promise.all([
        app.syncConnectors(params),
        relay.syncConnectors(params).catch(() => []),
      ])
      relayConnectors = theirs
      return [...mine, ...theirs]
    },
    on(event, listener) {
      // Each branch below emits the payload of the event it is in.
      const emit = listener as (payload: unknown) => void
      const stops: (() => void)[] = []
      for (const [side, connections, other] of [
        [app, own, relayed],
        [relay, relayed, own],
      ] as const) {
        stops.push(
          side.on(event, (payload: AdapterEvents[typeof event]) => {
            if (event === 'connectorsChanged') {
              const { connectors } = payload as AdapterEvents['connectorsChanged']
              return emit({ namespace, connectors: side === app ? [...connectors, ...relayConnectors] : connectors })
            }
            if (event === 'connectionsChanged') {
              const list = (payload as AdapterEvents['connectionsChanged']).connections
              connections.clear()
              for (const c of list) connections.set(c.connectorId, { ...c })
              return emit({ namespace, connections: [...list, ...other.values()] })
            }
            if (event === 'accountsChanged' || event === 'chainChanged')
              withChanges(connections, payload as AdapterEvents['accountsChanged' | 'chainChanged'])
            if (event === 'disconnect') connections.delete((payload as AdapterEvents['disconnect']).connectorId)
            emit(payload)
          }),
        )
      }
      return () => {
        for (const stop of stops) stop()
      }
    },
  }
  // The app's capabilities (sending, token balances…) and helpers stay as they are.
  return new Proxy(app, {
    get(target, key) {
      if (Object.hasOwn(composite, key)) return Reflect.get(composite, key)
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
