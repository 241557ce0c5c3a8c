import { createTtlCache } from '@portico/common/cache'
import type { Balance } from '@portico/core'

/** §9: a native balance is reused for 30 s. */
export const BALANCE_CACHE_MS = 30_000

export interface BalanceCache {
  get(key: string): Balance | undefined
  set(key: string, balance: Balance): void
  clear(): void
}

export function balanceKey(caipNetworkId: string, address: string): string {
  return `${caipNetworkId}:${address.toLowerCase()}`
}

/** The repository's one TTL cache, holding copies so a caller's edits never reach a cached balance. */
export function createBalanceCache(now: () => number = Date.now, ttlMs = BALANCE_CACHE_MS): BalanceCache {
  const entries = createTtlCache<Balance>({ ttlMs, now })
  return {
    get(key) {
      const balance = entries.get(key)
      return balance && { ...balance }
    },
    set(key, balance) {
      entries.set(key, { ...balance })
    },
    clear: entries.clear,
  }
}
