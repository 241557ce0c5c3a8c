import type { CaipAddress, ChainNamespace } from '@portico/common'
import type { Snapshot } from 'valtio/vanilla'
import type { CoreState } from '../core/state'
import type { NamespaceState } from '../state/types'
import { cookieStorage } from './backends'
import type { StorageSchema } from './schema'
import { createStorage } from './storage'

// Server rendering (issue 20): a core created at module level, before any request, cannot hold a request's state.
// Instead the request's Cookie header is read into plain data here, and laid over a snapshot of the state per render,
// so two concurrent requests never share anything but the core's own, request-free state.

/** What core persists, as read from one request's cookies (the `cookieStorage` backend's format). */
export interface StoredState {
  activeNamespace?: ChainNamespace
  namespaces: StorageSchema['namespaces']
}

/**
 * The stored state in a `Cookie` header (or `document.cookie`). Never throws: a missing, foreign or malformed cookie
 * reads as nothing stored, i.e. disconnected.
 */
export function cookieToStoredState(cookies: string | null | undefined): StoredState {
  const jar = { read: () => cookies ?? '', write: () => {} }
  // Read-only and silent: a bad cookie is the browser's to replace, and a server log line per request helps no one.
  const storage = createStorage(cookieStorage(jar), () => {})
  const activeNamespace = storage.get('activeNamespace')
  return { namespaces: storage.get('namespaces') ?? {}, ...(activeNamespace ? { activeNamespace } : {}) }
}

type CoreSnapshot = Snapshot<CoreState>
type RecordSnapshot = CoreSnapshot['chain']['chains'][ChainNamespace]

/** One namespace as start-up will show it: on its stored network, with its stored connection being restored. */
function storedRecord(record: NonNullable<RecordSnapshot>, stored: StoredState): NonNullable<RecordSnapshot> {
  const entry = stored.namespaces[record.namespace]
  // A live connection is the truth (the wallet library already reconnected).
  if (!entry || record.connections.length > 0) return record
  const current =
    entry.status === 'connected' ? entry.connections.find((c) => c.connectorId === entry.currentConnectorId) : undefined
  const address = current?.accounts[0]?.address
  const networkId = current?.caipNetworkId ?? entry.caipNetworkId
  const network = record.caipNetworks.find((n) => n.caipNetworkId === networkId) ?? record.networkState.caipNetwork
  const next = { ...record, networkState: { ...record.networkState, caipNetwork: network } }
  if (!current || !address) return next
  return {
    ...next,
    connections: entry.connections,
    currentConnectorId: current.connectorId,
    accountState: {
      ...record.accountState,
      address,
      caipAddress: `${current.caipNetworkId}:${address}` as CaipAddress,
      status: 'reconnecting',
    },
  } as NonNullable<RecordSnapshot>
}

/**
 * `snapshot` with the stored state laid over it: each stored namespace on its network, a stored connection shown as
 * reconnecting (its address known), the stored active namespace. What a server render and the hydrating first
 * render show, and the client until start-up has settled the connection.
 */
export function withStoredState(snapshot: CoreSnapshot, stored: StoredState): CoreSnapshot {
  const chains: Partial<Record<ChainNamespace, NamespaceState>> = {}
  for (const [namespace, record] of Object.entries(snapshot.chain.chains)) {
    if (record) chains[namespace as ChainNamespace] = storedRecord(record, stored) as NamespaceState
  }
  const activeChain =
    stored.activeNamespace && chains[stored.activeNamespace] ? stored.activeNamespace : snapshot.chain.activeChain
  const active = activeChain ? chains[activeChain] : undefined
  // The derived fields are plain values here: a spread copies what the getters answered for the old snapshot.
  const chain = {
    ...snapshot.chain,
    chains,
    activeChain,
    activeCaipAddress: active?.accountState.caipAddress,
    activeCaipNetwork: active?.networkState.caipNetwork,
  }
  return { ...snapshot, chain } as CoreSnapshot
}
