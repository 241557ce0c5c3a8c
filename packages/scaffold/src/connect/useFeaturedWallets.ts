import type { AppKitCore } from '@portico/core'
import { useCallback, useEffect, useState } from 'react'
import { hasService } from '../api/serviceOptions'
import type { ListedWallet } from '../views/connect/useWalletGroups'
import { walletOptionsOf } from './walletOptions'

export interface FeaturedState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  wallets: ListedWallet[]
  /** Asks the service again after a failure (the failed request is not cached). */
  retry(): void
}

const cache = new WeakMap<AppKitCore, Promise<ListedWallet[]>>()

/**
 * The featured wallets' catalogue entries (one request, kept per core), in the order the app gave their ids. None
 * without a configured service: nothing is asked.
 */
export function fetchFeatured(core: AppKitCore): Promise<ListedWallet[]> {
  let promise = cache.get(core)
  if (!promise) {
    const { featured } = walletOptionsOf(core)
    // The catalogue client is fetched with the first featured request: Connect's chunk stays small without them.
    promise = import('../views/all-wallets/catalogueClient').then(async ({ catalogueOf }) => {
      const client = catalogueOf(core)
      if (!client) return []
      const response = await client.fetchWallets({ page: 1, entries: featured.length, include: featured })
      return featured.flatMap((id) =>
        response.data
          .filter((wallet) => wallet.id === id)
          .slice(0, 1)
          .map((wallet) => ({
            id: wallet.id,
            name: wallet.name,
            rdns: wallet.rdns,
            imageUrl: wallet.image_url ?? (wallet.image_id ? client.imageUrl(wallet.image_id) : undefined),
          })),
      )
    })
    promise.catch(() => cache.delete(core))
    cache.set(core, promise)
  }
  return promise
}

type Loaded = Omit<FeaturedState, 'retry'>

export function useFeaturedWallets(core: AppKitCore): FeaturedState {
  // No featured ids, or no service to look them up in: the group is simply not shown.
  const none = walletOptionsOf(core).featured.length === 0 || !hasService(core)
  const [state, setState] = useState<Loaded>({ status: none ? 'idle' : 'loading', wallets: [] })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (none) return
    let live = true
    if (attempt > 0) setState({ status: 'loading', wallets: [] })
    fetchFeatured(core).then(
      (wallets) => live && setState({ status: 'ready', wallets }),
      () => live && setState({ status: 'error', wallets: [] }),
    )
    return () => {
      live = false
    }
  }, [core, none, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, retry }
}
