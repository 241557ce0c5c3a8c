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

export function createBalanceCache(now: () => number = Date.now, ttlMs = BALANCE_CACHE_MS): BalanceCache {
  const entries = new Map<string, { balance: Balance; at: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() - entry.at >= ttlMs) {
        entries.delete(key)
        return undefined
      }
      return { ...entry.balance }
    },
    set(key, balance) {
      entries.set(key, { balance: { ...balance }, at: now() })
    },
    clear() {
      entries.clear()
    },
  }
}
