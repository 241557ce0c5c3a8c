import type { Wallet } from '@portico/blockchain-api'
import type { AppKitCore } from '@portico/core'
import { walletOptionsOf } from '../connect/walletOptions'
import { catalogueOf } from '../views/all-wallets/catalogueClient'

export interface CataloguePageArgs {
  /** 1-based. */
  page: number
  entries: number
  /** Name or rdns contains the text (the service's search). */
  query?: string
}

/** A catalogue wallet for a headless list: the entry, its image as a URL. */
export interface CatalogueEntry {
  wallet: Wallet
  imageUrl: string | undefined
}

export interface CataloguePage {
  entries: CatalogueEntry[]
  /** Entries the catalogue has for the query (all pages). */
  count: number
  /** 'service' when apps/api answered; 'snapshot' for the bundled snapshot of an app with no service. */
  source: 'service' | 'snapshot'
}

/**
 * One page of the wallet catalogue for `useAppKitWallets`: the app's service when it has one (the same requests as
 * AllWallets, with includeWalletIds / excludeWalletIds), else the bundled snapshot, filtered and paged the same way.
 */
export async function fetchCataloguePage(
  core: AppKitCore,
  { page, entries, query = '' }: CataloguePageArgs,
  signal?: AbortSignal,
): Promise<CataloguePage> {
  const { include, exclude } = walletOptionsOf(core)
  const search = query.trim()
  const client = catalogueOf(core)
  if (client) {
    const answer = await client.fetchWallets({
      page,
      entries,
      ...(include.length > 0 ? { include } : {}),
      ...(exclude.length > 0 ? { exclude } : {}),
      ...(search ? { search } : {}),
      ...(signal ? { signal } : {}),
    })
    return {
      entries: answer.data.map((wallet) => ({
        wallet,
        imageUrl: wallet.image_url ?? (wallet.image_id ? client.imageUrl(wallet.image_id) : undefined),
      })),
      count: answer.count,
      source: 'service',
    }
  }
  const { querySnapshot } = await import('../views/all-wallets/walletSnapshot')
  const all = querySnapshot({ search, include, exclude })
  return {
    entries: all.slice((page - 1) * entries, page * entries).map((wallet) => ({ wallet, imageUrl: undefined })),
    count: all.length,
    source: 'snapshot',
  }
}
