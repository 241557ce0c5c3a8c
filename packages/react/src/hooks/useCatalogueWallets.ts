import type { CatalogueEntry } from '@portico/scaffold'
import { useCallback, useRef, useState } from 'react'
import type { AppKit } from '../appkit/types'
import type { WalletItem } from './useAppKitWallets'

/** Catalogue entries per fetchWallets page, as AllWallets asks the service. */
export const CATALOGUE_PAGE_SIZE = 40
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
  fetchWallets: (options?: { page?: number; query?: string }) => Promise<void>
}

interface Fetched {
  pages: WalletItem[]
  search: WalletItem[] | undefined
  page: number
  count: number | undefined
}

const EMPTY: Fetched = { pages: [], search: undefined, page: 0, count: undefined }

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

/**
 * The wallet catalogue behind `useAppKitWallets`: apps/api's when the app configured its service, the bundled
 * snapshot otherwise. Nothing is fetched until `fetchWallets` is called; the code that asks comes with the modal's
 * lazily loaded chunk. Pages without a query add up; a query's answer replaces them until a fetch without one.
 */
export function useCatalogueWallets(kit: AppKit | undefined): CatalogueWallets {
  const [fetched, setFetched] = useState<Fetched>(EMPTY)
  const [isFetching, setFetching] = useState(false)
  // Only the latest call's answer is kept: a slower earlier search must not overwrite it.
  const latest = useRef(0)
  const fetchWallets = useCallback(
    async ({ page = 1, query = '' }: { page?: number; query?: string } = {}) => {
      if (!kit) return
      const call = ++latest.current
      setFetching(true)
      try {
        const modal = await kit._internal.loadModal()
        const answer = await modal.fetchCataloguePage(kit.core, { page, entries: CATALOGUE_PAGE_SIZE, query })
        if (call !== latest.current) return
        const items = answer.entries.map(catalogueItem)
        setFetched((before) =>
          query.trim()
            ? { ...before, search: items, page, count: answer.count }
            : {
                pages:
                  page === 1 ? items : [...before.pages.filter((w) => !items.some((i) => i.id === w.id)), ...items],
                search: undefined,
                page,
                count: answer.count,
              },
        )
      } catch (error) {
        // As AppKit: the list stays as it was, and the reason is logged.
        console.error('[portico] fetchWallets failed:', error)
      } finally {
        if (call === latest.current) setFetching(false)
      }
    },
    [kit],
  )
  return {
    wallets: fetched.search ?? fetched.pages,
    top: fetched.pages.slice(0, TOP_WALLETS),
    isFetching,
    page: fetched.page,
    count: fetched.count,
    fetchWallets,
  }
}
