import type { AppKitCore, CustomWallet } from '@portico/core'

export type { CustomWallet }

export interface WalletOptions {
  /** Catalogue ids shown as the featured group, in this order. */
  featured: string[]
  /** When not empty, the catalogue shows only these ids (featured included). */
  include: string[]
  /** Catalogue ids (and connector names or rdns, §5) never shown. */
  exclude: string[]
  custom: CustomWallet[]
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : []

const isCustomWallet = (value: unknown): value is CustomWallet => {
  if (typeof value !== 'object' || value === null) return false
  const { id, name } = value as { id?: unknown; name?: unknown }
  return typeof id === 'string' && id !== '' && typeof name === 'string' && name !== ''
}

const cache = new WeakMap<AppKitCore, WalletOptions>()

/**
 * The connect options of AppKit's API. Core resolves featured and excluded ids and carries includeWalletIds and
 * customWallets as given; they are checked here, because a JavaScript app can pass anything: a malformed entry is
 * skipped rather than thrown into the host app.
 */
export function walletOptionsOf(core: AppKitCore): WalletOptions {
  let options = cache.get(core)
  if (!options) {
    const { includeWalletIds, customWallets } = core.options
    const include = strings(includeWalletIds)
    const exclude = strings(core.options.excludeWalletIds)
    const featured = strings(core.options.featuredWalletIds).filter(
      (id) => !exclude.includes(id) && (include.length === 0 || include.includes(id)),
    )
    const custom = Array.isArray(customWallets) ? customWallets.filter(isCustomWallet) : []
    options = { featured, include, exclude, custom }
    cache.set(core, options)
  }
  return options
}
