import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

// Kept in its own module so framework-free code (the vanilla API, the custom elements) does not pull React in.
export { shallowEqual } from '../appkit/shallow-equal'

export type Equality<T> = (a: T, b: T) => boolean

const noSubscribe = () => () => {}

/**
 * useSyncExternalStore narrowed to a selection: a store change re-renders only when `select`'s answer differs
 * (by `isEqual`) from the one last rendered, and an equal answer is returned as the same value, so whatever is
 * memoised on it stays stable. React 18.3 and 19 have no built-in selector form; this is the small part of
 * use-sync-external-store/with-selector the hooks need, without its CommonJS shim in an app's initial bundle.
 * Without a store (server before createAppKit, or no kit) `select` gets undefined.
 */
export function useStoreSelector<S, T>(
  store: { subscribe: (listener: () => void) => () => void; get: () => S; getServer: () => S } | undefined,
  select: (snapshot: S | undefined) => T,
  isEqual: Equality<T> = Object.is,
): T {
  // The answer last rendered, so a new `select` (inline arrow, new every render) still returns the equal old value.
  const rendered = useRef<{ value: T } | undefined>(undefined)
  const getters = useMemo(() => {
    let memo: { snapshot: S | undefined; value: T } | undefined
    const pick = (snapshot: S | undefined): T => {
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.value
      const next = select(snapshot)
      const previous = memo ?? rendered.current
      const value = previous && isEqual(previous.value, next) ? previous.value : next
      memo = { snapshot, value }
      return value
    }
    return {
      client: () => pick(store?.get()),
      server: () => pick(store?.getServer()),
    }
  }, [store, select, isEqual])
  const value = useSyncExternalStore(store?.subscribe ?? noSubscribe, getters.client, getters.server)
  useEffect(() => {
    rendered.current = { value }
  }, [value])
  return value
}
