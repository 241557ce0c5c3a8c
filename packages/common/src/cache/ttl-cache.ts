export type Clock = () => number

/** A map whose entries expire by an injected clock, so tests move time instead of sleeping. */
export interface TtlCache<V> {
  get(key: string): V | undefined
  /** `ttlMs` overrides the cache's own lifetime for this entry. */
  set(key: string, value: V, ttlMs?: number): void
  delete(key: string): void
  clear(): void
}

export interface TtlCacheOptions {
  /** Lifetime of an entry; it is gone once `now()` reaches `set time + ttlMs`. */
  ttlMs: number
  now?: Clock
}

export function createTtlCache<V>({ ttlMs, now = Date.now }: TtlCacheOptions): TtlCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set(key, value, entryTtlMs = ttlMs) {
      entries.set(key, { value, expiresAt: now() + entryTtlMs })
    },
    delete(key) {
      entries.delete(key)
    },
    clear() {
      entries.clear()
    },
  }
}
