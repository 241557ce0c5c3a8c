import type { AppKitCore } from '@portico/core'
import { useSyncExternalStore } from 'react'

/** State several views of one flow share while the user moves between them (a form, an open checkout). */
export interface PerCoreStore<T> {
  get(): T
  set(patch: Partial<T>): void
  subscribe(listener: () => void): () => void
}

/**
 * One store per core, so two modals on a page never share a flow's state; each lives as long as its core.
 */
export function perCoreStore<T>(initial: () => T): (core: AppKitCore) => PerCoreStore<T> {
  const stores = new WeakMap<AppKitCore, PerCoreStore<T>>()
  return (core) => {
    let store = stores.get(core)
    if (!store) {
      let value = initial()
      const listeners = new Set<() => void>()
      store = {
        get: () => value,
        set(patch) {
          value = { ...value, ...patch }
          for (const listener of listeners) listener()
        },
        subscribe(listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      }
      stores.set(core, store)
    }
    return store
  }
}

/** A view's reading of a per-core store, and its setter. */
export function usePerCoreStore<T>(store: PerCoreStore<T>): [T, PerCoreStore<T>['set']] {
  return [useSyncExternalStore(store.subscribe, store.get, store.get), store.set]
}
