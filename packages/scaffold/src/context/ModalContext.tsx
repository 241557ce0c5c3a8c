import { type AppKitCore, routeDataOf, type ShownView } from '@portico/core'
import { createContext, useContext, useSyncExternalStore } from 'react'
import type { CoreSnapshots } from './held-snapshots'

export interface ModalContextValue {
  core: AppKitCore
  /** False until the app's core has finished `initialize()` (connectors synced, connections restored). */
  ready: boolean
  /** Where useCoreSnapshot reads core's state (default: core): PorticoModal's `held` puts heldSnapshots there. */
  snapshots?: CoreSnapshots
}

export const ModalContext = createContext<ModalContextValue | null>(null)

export function useModal(): ModalContextValue {
  const value = useContext(ModalContext)
  if (!value) throw new Error('[portico] a modal view rendered outside <PorticoModal>')
  return value
}

/** The core's immutable snapshot; the same object until something changes, so it is safe for useSyncExternalStore. */
export function useCoreSnapshot() {
  const { core, snapshots = core } = useModal()
  return useSyncExternalStore(snapshots.subscribe, snapshots.getSnapshot, snapshots.getSnapshot)
}

/** The data of `view` while the modal shows that view (typed by core's RouteData), otherwise undefined. */
export function useRouteData<V extends ShownView>(view: V) {
  return routeDataOf(useCoreSnapshot().router, view)
}
