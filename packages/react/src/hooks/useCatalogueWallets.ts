import { useMemo, useSyncExternalStore } from 'react'
import type { AppKit } from '../appkit/types'
import { catalogueStoreOf, EMPTY_CATALOGUE, type FetchWalletsOptions } from './catalogue-store'
import type { WalletItem } from './useAppKitWallets'

/** How many of the most ranked catalogue wallets fill `wallets` when the browser has none. */
export const TOP_WALLETS = 4

export interface CatalogueWallets {
  /** The pages fetched so far, in order; or the search's answer while a query is given. */
  wallets: WalletItem[]
  /** The most ranked wallets of the pages fetched (AppKit fills `wallets` with them when the browser has none). */
  top: WalletItem[]
  isFetching: boolean
  /** 0 before the first fetch. */
  page: number
  /** Entries for the last fetch's query (all pages); undefined before the first fetch. */
  count: number | undefined
  fetchWallets: (options?: FetchWalletsOptions) => Promise<void>
}

const noSubscribe = () => () => {}
const noFetch = async () => {}
const none = () => EMPTY_CATALOGUE

/**
 * The kit's wallet catalogue (one list per kit, shared by every component using the hook). Nothing is fetched until
 * `fetchWallets` is called; the code that asks comes with the modal's lazily loaded chunk.
 */
export function useCatalogueWallets(kit: AppKit | undefined): CatalogueWallets {
  const store = kit ? catalogueStoreOf(kit) : undefined
  const state = useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.get ?? none, store?.get ?? none)
  const top = useMemo(() => state.pages.slice(0, TOP_WALLETS), [state.pages])
  return {
    wallets: state.search?.wallets ?? state.pages,
    top,
    isFetching: state.isFetching,
    page: state.search?.page ?? state.page,
    count: state.search?.count ?? state.pagesCount,
    fetchWallets: store?.fetchWallets ?? noFetch,
  }
}
