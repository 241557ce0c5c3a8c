import type { ChainNamespace } from '@portico/common'
import { subscribe } from 'valtio/vanilla'
import type { StoredNamespace } from '../storage/schema'
import type { PorticoStorage } from '../storage/storage'
import type { CoreState } from './state'

/** The stored part of one namespace record: its connections, the current one and the network (partialize). */
function storedSlice(state: CoreState, namespace: ChainNamespace): StoredNamespace | undefined {
  const record = state.chain.chains[namespace]
  if (!record) return undefined
  return {
    connections: record.connections.map((c) => ({ ...c, accounts: c.accounts.map((a) => ({ ...a })) })),
    currentConnectorId: record.currentConnectorId,
    // "connected" means there is something to restore after a reload; an attempt in flight is not stored.
    status: record.connections.length > 0 ? 'connected' : 'disconnected',
    caipNetworkId: record.networkState.caipNetwork?.caipNetworkId,
  }
}

export interface Persistence {
  /**
   * Start-up has settled this namespace's stored connection (restored or given up): from now on its record is the
   * truth and is saved. Until then a stored connection is kept, so a reload mid-restore does not lose it.
   */
  settled(namespace: ChainNamespace): void
  stop(): void
}

/**
 * Saves the persisted slice of the state (each namespace's connections and network, the active namespace) through
 * one subscription, whenever it changes, in the stored format of storage/schema.ts. Storage that throws or holds
 * garbage is handled by PorticoStorage: a failed write is skipped, never thrown into a flow.
 */
export function persistState(state: CoreState, storage: PorticoStorage, namespaces: ChainNamespace[]): Persistence {
  const stored = storage.get('namespaces') ?? {}
  const last = new Map<ChainNamespace, string>()
  const waiting = new Set<ChainNamespace>()
  for (const namespace of namespaces) {
    const entry = stored[namespace]
    last.set(namespace, JSON.stringify(entry ?? storedSlice(state, namespace)))
    if (entry?.status === 'connected') waiting.add(namespace)
  }
  let lastActive = state.chain.activeChain

  function save(): void {
    const changed: [ChainNamespace, StoredNamespace][] = []
    for (const namespace of namespaces) {
      const slice = storedSlice(state, namespace)
      if (!slice) continue
      // A live connection is the truth even before start-up has settled (a wallet library that reconnected alone).
      if (slice.connections.length > 0) waiting.delete(namespace)
      if (waiting.has(namespace)) continue
      const json = JSON.stringify(slice)
      if (json === last.get(namespace)) continue
      last.set(namespace, json)
      changed.push([namespace, slice])
    }
    if (changed.length > 0) {
      // Namespaces this core does not know (another page's configuration) are kept as they are.
      const all = storage.get('namespaces') ?? {}
      for (const [namespace, slice] of changed) all[namespace] = slice
      storage.set('namespaces', all)
    }
    const active = state.chain.activeChain
    if (active !== lastActive) {
      lastActive = active
      if (active) storage.set('activeNamespace', active)
    }
  }

  // In sync, so a reload right after a change (or a test reading storage) sees it.
  const stop = subscribe(state.chain, save, true)
  return {
    settled(namespace) {
      if (waiting.delete(namespace)) save()
    },
    stop,
  }
}
