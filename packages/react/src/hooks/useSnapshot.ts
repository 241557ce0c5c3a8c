import { useContext, useMemo } from 'react'
import type { KitState } from '../appkit/createAppKit'
import type { CoreSnapshot } from '../appkit/types'
import { useAppKitInstance } from '../context/AppKitProvider'
import { SnapshotSourceContext } from '../context/stored-snapshots'
import { type Equality, useStoreSelector } from './useStoreSelector'

export type { CoreSnapshot }

/**
 * What `select` picks from the core snapshot, re-rendering only when that changes (by `isEqual`, default
 * Object.is): an analytics event or a toast does not re-render a hook that reads the account. Server rendering
 * reads the snapshot taken before start-up (with the request's cookie laid over it below `<AppKitProvider cookies>`);
 * before createAppKit `select` gets undefined ("disconnected").
 */
export function useCoreSelector<T>(select: (snap: CoreSnapshot | undefined) => T, isEqual?: Equality<T>): T {
  const kit = useAppKitInstance()
  const source = useContext(SnapshotSourceContext)
  const store = useMemo(
    () =>
      kit &&
      (source?.(kit) ?? {
        subscribe: kit._internal.subscribe,
        get: kit._internal.getSnapshot,
        getServer: kit._internal.getServerSnapshot,
      }),
    [kit, source],
  )
  return useStoreSelector(store, select, isEqual)
}

const initialKitState: KitState = {
  initialized: false,
  themeVariables: {},
  locale: 'en',
  lastEvent: undefined,
  recentConnections: [],
}

/** The same for the binding's own state (initialized, theme variables, locale). */
export function useKitSelector<T>(select: (state: KitState) => T, isEqual?: Equality<T>): T {
  const kit = useAppKitInstance()
  const store = useMemo(
    () =>
      kit && {
        subscribe: kit._internal.subscribeKit,
        get: kit._internal.getKitState,
        getServer: kit._internal.getServerKitState,
      },
    [kit],
  )
  return useStoreSelector(store, (state) => select(state ?? initialKitState), isEqual)
}
