import { createTtlCache, type TtlCache } from '@portico/common/cache'
import type { Balance } from '@portico/core'

/** §9: a native balance is reused for 30 s. */
export const BALANCE_CACHE_MS = 30_000

/** The adapter stores and hands out copies, so a caller's edits never reach a cached balance. */
export type BalanceCache = TtlCache<Balance>

export function balanceKey(caipNetworkId: string, address: string): string {
  return `${caipNetworkId}:${address.toLowerCase()}`
}

export function createBalanceCache(now: () => number = Date.now, ttlMs = BALANCE_CACHE_MS): BalanceCache {
  return createTtlCache<Balance>({ ttlMs, now })
}
