import { createStore } from '@portico/common'
import type { CatalogueEntry } from '@portico/scaffold'
import type { AppKit } from '../appkit/types'
import type { WalletItem } from './useAppKitWallets'

/** Catalogue entries per fetchWallets page, as AllWallets asks the service. */
export const CATALOGUE_PAGE_SIZE = 40

export interface CatalogueState {
  /** The pages fetched without a query, in order. */
  pages: WalletItem[]
  /** The last page fetched without a query (1-based); 0 before the first. */
  page: number
  /** Entries the catalogue has without a query; undefined before the first page. */
  pagesCount: number | undefined
  /** The last search's answer, shown instead of the pages until a fetch without a query. */
  search: { wallets: WalletItem[]; page: number; count: number } | undefined
  isFetching: boolean
}

export interface FetchWalletsOptions {
  page?: number
  query?: string
}

export interface CatalogueStore {
  get(): CatalogueState
  subscribe(listener: () => void): () => void
  fetchWallets(options?: FetchWalletsOptions): Promise<void>
}

export const EMPTY_CATALOGUE: CatalogueState = {
  pages: [],
  page: 0,
  pagesCount: undefined,
  search: undefined,
  isFetching: false,
}

const orUndefined = (value: string | null | undefined) => value ?? undefined

/** A catalogue wallet as a headless item: no connector of its own (it pairs over WalletConnect), its facts. */
export function catalogueItem({ wallet, imageUrl }: CatalogueEntry): WalletItem {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl,
    isInjected: false,
    connectors: [],
    walletInfo: {
      website: wallet.homepage,
      rdns: orUndefined(wallet.rdns),
      supportedChains: wallet.chains,
      isCertified: wallet.badge_type === 'certified',
      mobileLink: orUndefined(wallet.mobile_link),
      desktopLink: orUndefined(wallet.desktop_link),
      webappLink: orUndefined(wallet.webapp_link),
      appStore: orUndefined(wallet.app_store),
      playStore: orUndefined(wallet.play_store),
      chromeStore: orUndefined(wallet.chrome_store),
    },
  }
}

// One list per kit: every component using useAppKitWallets sees the same wallets, and a page is fetched once.
const stores = new WeakMap<AppKit, CatalogueStore>()

export function catalogueStoreOf(kit: AppKit): CatalogueStore {
  let store = stores.get(kit)
  if (!store) {
    store = createCatalogueStore(kit)
    stores.set(kit, store)
  }
  return store
}

/**
 * The catalogue behind `useAppKitWallets`: apps/api's when the app configured its service, the bundled snapshot
 * otherwise, asked through the modal's lazily loaded chunk. Pages without a query add up and are fetched once (a
 * page already held answers from the store); a query's answer replaces them until a fetch without one. The same call
 * made while one is in flight shares its request.
 */
function createCatalogueStore(kit: AppKit): CatalogueStore {
  const state = createStore<CatalogueState>(EMPTY_CATALOGUE)
  const update = (change: Partial<CatalogueState>) => state.set({ ...state.get(), ...change })
  // A call joining a request in flight makes that request the latest.
  const inFlight = new Map<string, { done: Promise<void>; call: number }>()
  const held = new Set<number>()
  // Only the latest call decides between the pages and a search: a slower earlier search must not overwrite it.
  let latest = 0

  async function request(page: number, query: string, asked: { call: number }): Promise<void> {
    try {
      const modal = await kit._internal.loadModal()
      const answer = await modal.fetchCataloguePage(kit.core, { page, entries: CATALOGUE_PAGE_SIZE, query })
      const items = answer.entries.map(catalogueItem)
      if (query) {
        if (asked.call === latest) update({ search: { wallets: items, page, count: answer.count } })
        return
      }
      held.add(page)
      const before = state.get()
      update({
        pages: [...before.pages.filter((w) => !items.some((i) => i.id === w.id)), ...items],
        page: Math.max(before.page, page),
        pagesCount: answer.count,
        ...(asked.call === latest ? { search: undefined } : {}),
      })
    } catch (error) {
      // As AppKit: the list stays as it was, and the reason is logged.
      console.error('[portico] fetchWallets failed:', error)
    }
  }

  return {
    get: state.get,
    subscribe: state.subscribe,
    fetchWallets({ page = 1, query = '' } = {}) {
      const search = query.trim()
      const key = `${page}\n${search}`
      const call = ++latest
      const waiting = inFlight.get(key)
      if (waiting) {
        waiting.call = call
        return waiting.done
      }
      if (!search && held.has(page)) {
        update({ search: undefined })
        return Promise.resolve()
      }
      const asked = { call, done: Promise.resolve() }
      asked.done = request(page, search, asked).finally(() => {
        inFlight.delete(key)
        update({ isFetching: inFlight.size > 0 })
      })
      inFlight.set(key, asked)
      update({ isFetching: true })
      return asked.done
    },
  }
}
