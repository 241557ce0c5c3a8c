import type { Wallet } from '@portico/blockchain-api'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useDebounced } from '../useDebounced'
import type { CatalogueClient } from './catalogueClient'

export const PAGE_SIZE = 40
/** Quiet time after a keystroke before the service is asked; the loaded entries are filtered at once meanwhile. */
export const SEARCH_DEBOUNCE_MS = 150

export type BadgeFilter = 'all' | 'certified'

const NONE: readonly string[] = []

export interface CatalogueQuery {
  search: string
  badge: BadgeFilter
  exclude: readonly string[]
  /** includeWalletIds: when not empty, only these catalogue ids. */
  include?: readonly string[]
}

export interface CatalogueView {
  /**
   * 'loading' until the first page of the current query answers; 'error' when it failed; 'unconfigured' when the
   * app has no service to ask (nothing is fetched).
   */
  status: 'loading' | 'ready' | 'error' | 'unconfigured'
  wallets: Wallet[]
  /** Entries the service has for the query (all pages). */
  count: number
  hasMore: boolean
  loadingMore: boolean
  moreFailed: boolean
  /** True while the shown entries are the loaded ones filtered locally, before the service answers the keystroke. */
  provisional: boolean
  loadMore(): void
  retry(): void
}

interface Loaded {
  key: string
  status: 'loading' | 'ready' | 'error'
  wallets: Wallet[]
  count: number
  loadingMore: boolean
  moreFailed: boolean
}

const haystack = (w: Wallet) => `${w.name} ${w.rdns ?? ''}`.toLowerCase()

/** The same match the service applies (name or rdns contains the text), so the instant answer agrees with it. */
export function filterLocally(wallets: readonly Wallet[], search: string, badge: BadgeFilter): Wallet[] {
  const needle = search.trim().toLowerCase()
  return wallets.filter(
    (w) => (!needle || haystack(w).includes(needle)) && (badge === 'all' || w.badge_type === 'certified'),
  )
}

/**
 * Pages of the wallet catalogue for a search and badge filter; a new query cancels the request of the old one.
 * Without a client (no service configured) nothing is asked.
 */
export function useCatalogue(client: CatalogueClient | undefined, query: CatalogueQuery): CatalogueView {
  const search = useDebounced(query.search.trim(), SEARCH_DEBOUNCE_MS)
  const { badge, exclude, include = NONE } = query
  const key = JSON.stringify([search, badge, exclude, include])
  const [loaded, setLoaded] = useState<Loaded>({
    key,
    status: 'loading',
    wallets: [],
    count: 0,
    loadingMore: false,
    moreFailed: false,
  })
  const [attempt, setAttempt] = useState(0)
  const pageController = useRef<AbortController | null>(null)

  const args = useMemo(
    () => ({
      entries: PAGE_SIZE,
      ...(search ? { search } : {}),
      ...(badge === 'certified' ? { badge_type: 'certified' as const } : {}),
      ...(exclude.length ? { exclude: [...exclude] } : {}),
      ...(include.length ? { include: [...include] } : {}),
    }),
    [search, badge, exclude, include],
  )

  // First page of the query: the entries of the previous query stay until it answers (filtered locally below).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    if (!client) return
    const controller = new AbortController()
    pageController.current?.abort()
    pageController.current = controller
    setLoaded((prev) => ({ ...prev, key, status: 'loading', loadingMore: false, moreFailed: false }))
    client.fetchWallets({ ...args, page: 1, signal: controller.signal }).then(
      (response) => {
        if (controller.signal.aborted) return
        setLoaded({
          key,
          status: 'ready',
          wallets: response.data,
          count: response.count,
          loadingMore: false,
          moreFailed: false,
        })
      },
      () => {
        if (controller.signal.aborted) return
        setLoaded((prev) => ({ ...prev, key, status: 'error', wallets: [], count: 0 }))
      },
    )
    return () => controller.abort()
  }, [client, args, key, attempt])

  // Read by loadMore, so the request is sent from the event, not from inside a state updater.
  const current = useRef(loaded)
  current.current = loaded

  const loadMore = useCallback(() => {
    const prev = current.current
    if (!client || prev.key !== key || prev.status !== 'ready' || prev.loadingMore || prev.wallets.length >= prev.count)
      return
    const controller = pageController.current
    const page = Math.floor(prev.wallets.length / PAGE_SIZE) + 1
    current.current = { ...prev, loadingMore: true, moreFailed: false }
    setLoaded(current.current)
    client.fetchWallets({ ...args, page, ...(controller ? { signal: controller.signal } : {}) }).then(
      (response) => {
        if (controller?.signal.aborted) return
        setLoaded((cur) =>
          cur.key === key
            ? { ...cur, wallets: [...cur.wallets, ...response.data], count: response.count, loadingMore: false }
            : cur,
        )
      },
      () => {
        if (controller?.signal.aborted) return
        setLoaded((cur) => (cur.key === key ? { ...cur, loadingMore: false, moreFailed: true } : cur))
      },
    )
  }, [client, args, key])

  // Until the service answers the current query, the entries already loaded are filtered here, so a keystroke
  // (or the badge toggle) shows its result at once and the list never blanks out while the request runs.
  const typed = query.search.trim()
  const fresh = loaded.key === key && typed === search && loaded.status !== 'loading'
  const wallets = fresh ? loaded.wallets : filterLocally(loaded.wallets, typed, badge)
  return {
    status: !client ? 'unconfigured' : fresh ? loaded.status : wallets.length > 0 ? 'ready' : 'loading',
    wallets,
    count: fresh ? loaded.count : wallets.length,
    // After a failed page the list stops asking on its own; the retry button asks again.
    hasMore: fresh && loaded.status === 'ready' && loaded.wallets.length < loaded.count && !loaded.moreFailed,
    loadingMore: fresh && loaded.loadingMore,
    moreFailed: fresh && loaded.moreFailed,
    provisional: !fresh,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  }
}
