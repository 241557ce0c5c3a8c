import type { Nft } from '@portico/blockchain-api'
import { useCallback, useEffect, useRef, useState } from 'react'

export type NftPage = { data: readonly Nft[]; next: string | null }
export type LoadNftPage = (cursor: string | undefined, signal: AbortSignal) => Promise<NftPage>

export interface NftPages {
  status: 'loading' | 'ready' | 'error'
  /** Held NFTs loaded so far, spam left out (as Activity leaves spam transfers out, §5). */
  items: readonly Nft[]
  hasMore: boolean
  loadingMore: boolean
  /** A later page failed: what is loaded stays, and loadMore asks again. */
  moreFailed: boolean
  loadMore(): void
  reload(): void
}

type State = Omit<NftPages, 'loadMore' | 'reload' | 'hasMore'> & { next: string | null; key: string }

const start = (key: string): State => ({
  key,
  status: 'loading',
  items: [],
  next: null,
  loadingMore: false,
  moreFailed: false,
})

/**
 * The account's NFTs a page at a time: the first page when `key` (account and network) changes, the next one on
 * `loadMore`. An answer for an old key, or after unmount, is dropped.
 */
export function useNftPages(key: string, load: LoadNftPage): NftPages {
  const [state, setState] = useState<State>(() => start(key))
  const [attempt, setAttempt] = useState(0)
  const controller = useRef<AbortController | undefined>(undefined)
  const loadRef = useRef(load)
  loadRef.current = load

  const fetchPage = useCallback((forKey: string, cursor: string | undefined) => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    loadRef.current(cursor, current.signal).then(
      (page) => {
        if (current.signal.aborted) return
        setState((s) =>
          s.key !== forKey
            ? s
            : {
                ...s,
                status: 'ready',
                items: [...s.items, ...page.data.filter((n) => !n.spam)],
                next: page.next,
                loadingMore: false,
                moreFailed: false,
              },
        )
      },
      () => {
        if (current.signal.aborted) return
        setState((s) =>
          s.key !== forKey ? s : cursor ? { ...s, loadingMore: false, moreFailed: true } : { ...s, status: 'error' },
        )
      },
    )
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the first page again.
  useEffect(() => {
    setState(start(key))
    fetchPage(key, undefined)
    return () => controller.current?.abort()
  }, [key, attempt, fetchPage])

  const visible = state.key === key ? state : start(key)
  const latest = useRef(visible)
  latest.current = visible
  const loadMore = useCallback(() => {
    const s = latest.current
    if (s.key !== key || !s.next || s.loadingMore || s.status !== 'ready') return
    setState({ ...s, loadingMore: true, moreFailed: false })
    fetchPage(key, s.next)
  }, [key, fetchPage])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])

  return {
    status: visible.status,
    items: visible.items,
    hasMore: visible.next !== null,
    loadingMore: visible.loadingMore,
    moreFailed: visible.moreFailed,
    loadMore,
    reload,
  }
}
