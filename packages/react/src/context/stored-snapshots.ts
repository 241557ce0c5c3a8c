import { type StoredState, withStoredState } from '@portico/core/ssr'
import { createContext } from 'react'
import type { AppKit, CoreSnapshot } from '../appkit/types'

// Server rendering (issue 20): the state a request's cookie holds, laid over the kit's snapshots for one React tree.
// It lives in context, never in a module variable, so concurrent requests each render their own cookie's state.

export interface SnapshotStore {
  subscribe(listener: () => void): () => void
  get(): CoreSnapshot
  getServer(): CoreSnapshot
}

/** How the hooks below a provider read a kit's snapshots; absent, they read the kit's own. */
export type SnapshotSource = (kit: AppKit) => SnapshotStore

export const SnapshotSourceContext = createContext<SnapshotSource | undefined>(undefined)

/**
 * The server render and the hydrating render show the stored state; the client keeps showing it until start-up has
 * settled the stored connection (restored, or given up), so there is no "disconnected" in between.
 */
export function storedSnapshots(stored: StoredState): SnapshotSource {
  return (kit) => {
    const { subscribe, subscribeKit, getSnapshot, getServerSnapshot, getKitState } = kit._internal
    // The same answer for the same snapshot, as useSyncExternalStore requires.
    const laid = new WeakMap<CoreSnapshot, CoreSnapshot>()
    const over = (snapshot: CoreSnapshot): CoreSnapshot => {
      const known = laid.get(snapshot)
      if (known) return known
      const result = withStoredState(snapshot, stored)
      laid.set(snapshot, result)
      return result
    }
    return {
      subscribe(listener) {
        const offCore = subscribe(listener)
        const offKit = subscribeKit(listener)
        return () => {
          offCore()
          offKit()
        }
      },
      get: () => (getKitState().initialized ? getSnapshot() : over(getSnapshot())),
      getServer: () => over(getServerSnapshot()),
    }
  }
}
