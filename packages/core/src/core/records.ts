import {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  describeValue,
  fromRpcError,
  isAddressShape,
  isCaipNetworkId,
  isUserRejection,
  PorticoError,
} from '@portico/common'
import type { AdapterConnection, ChainAdapter } from '../adapter/contract'
import type { AuthConnectorProvider } from '../auth/contract'
import type { Connector } from '../connectors/types'
import { initialAccountState } from '../state/namespace'
import type { ConnectionStatus, NamespaceState, StoredConnection } from '../state/types'
import type { CoreContext } from './context'
import { emptySend } from './state'
import { unknownNetwork } from './unknown-network'

/**
 * The per-namespace bookkeeping every flow shares: finding records and adapters, checking wallet answers, adding and
 * removing connections and mirroring the current one into the account state (persist.ts saves the result).
 */
export function createRecords(ctx: CoreContext) {
  const { state, adapters, emitter, events, transactions } = ctx

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

  function currentConnection(record: NamespaceState): StoredConnection | undefined {
    return record.connections.find((c) => c.connectorId === record.currentConnectorId)
  }

  function setActiveChain(namespace: ChainNamespace) {
    state.chain.activeChain = namespace
  }

  function setStatus(namespace: ChainNamespace, status: ConnectionStatus) {
    ns(namespace).accountState.status = status
  }

  /** §4: the send form and the transactions list belong to one account on one network. */
  function resetSendAndTransactions() {
    state.send = emptySend()
    transactions.reset()
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
    const current = currentConnection(record)
    const account = record.accountState
    if (!current) {
      const preferred = account.preferredAccountType
      Object.assign(account, initialAccountState(preferred))
      return
    }
    // A chain the app does not configure is still the wallet's chain: shown as "Unknown Network" (issue 15). A
    // namespace the app gives no network at all has none to show.
    const network = findNetwork(namespace, current.caipNetworkId)
    if (network) record.networkState.caipNetwork = network
    else if (record.caipNetworks[0])
      record.networkState.caipNetwork = unknownNetwork(current.caipNetworkId, record.caipNetworks[0])
    const address = current.accounts[0]?.address as string
    account.address = address
    account.caipAddress = `${current.caipNetworkId}:${address}` as CaipAddress
    const connector = connectorOf(namespace, current.connectorId)
    account.connectedWalletInfo = connector
      ? { name: connector.name, icon: connector.imageUrl, type: connector.type }
      : { name: current.connectorId }
    account.user = embeddedUser(connector, current, address)
    // Issue 19: an embedded wallet with ERC-4337 says which account type it answers with and whether it is deployed.
    const type = (connector?.provider as Partial<AuthConnectorProvider> | undefined)?.accountType?.()
    if (type) {
      account.preferredAccountType = type.preferredAccountType
      account.smartAccountDeployed = type.smartAccountDeployed
      record.networkState.smartAccountEnabledNetworks = type.smartAccountEnabledNetworks
    }
  }

  /** §3 embedded-wallet user of an auth connection: the email and social name the frame signed in with. */
  function embeddedUser(connector: Connector | undefined, current: StoredConnection, address: string) {
    // An auth connector's provider is the embedded wallet's (core's AuthConnectorProvider contract).
    const signedIn =
      connector?.type === 'auth'
        ? (connector.provider as Partial<AuthConnectorProvider> | undefined)?.user?.()
        : undefined
    if (!signedIn) return undefined
    return {
      email: signedIn.email,
      address,
      chainId: current.caipNetworkId.split(':')[1] ?? '',
      accounts: current.accounts.map((a) => ({
        address: a.address,
        type: a.type === 'smartAccount' ? a.type : ('eoa' as const),
      })),
      ...(signedIn.username ? { userName: signedIn.username } : {}),
    }
  }

  function upsertConnection(namespace: ChainNamespace, connection: StoredConnection, makeCurrent: boolean) {
    const record = ns(namespace)
    const index = record.connections.findIndex((c) => c.connectorId === connection.connectorId)
    if (index >= 0) record.connections[index] = connection
    else record.connections.push(connection)
    if (makeCurrent || !record.currentConnectorId) record.currentConnectorId = connection.connectorId
    record.accountState.status = 'connected'
    showCurrent(namespace)
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
      emitter.emit('disconnect', { namespace })
      return
    }
    if (record.currentConnectorId === connectorId) record.currentConnectorId = record.connections[0]?.connectorId
    showCurrent(namespace)
  }

  /** Types a wallet or RPC failure and reports it, unless the user simply said no. */
  function fail(error: unknown): PorticoError {
    const typed = fromRpcError(error)
    if (!isUserRejection(typed)) events.reportError(typed)
    return typed
  }

  return {
    ns,
    adapterFor,
    findNetwork,
    currentConnection,
    setActiveChain,
    setStatus,
    resetSendAndTransactions,
    connectorOf,
    validAddress,
    checkConnection,
    showCurrent,
    upsertConnection,
    removeConnection,
    fail,
  }
}

export type Records = ReturnType<typeof createRecords>
