export type Clock = () => number

/** A map whose entries expire after `ttlMs` by the injected clock, so tests move time instead of sleeping. */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>()

  constructor(
    private readonly ttlMs: number,
    private readonly now: Clock,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    return entry.value
  }

  set(key: string, value: V): void {
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs })
  }

  delete(key: string): void {
    this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
  }

  /** Returns the cached value or runs `load` once, caching only success. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key)
    if (hit !== undefined) return hit
    const value = await load()
    this.set(key, value)
    return value
  }
}

/**
 * How long answers are reused (§9): portfolio and native balance 30 s, identity and names 5 min; after a failed
 * token balance no new request goes out for 30 s.
 */
export const CACHE_TTL = {
  portfolioMs: 30_000,
  nativeBalanceMs: 30_000,
  identityMs: 5 * 60_000,
  namesMs: 5 * 60_000,
  tokenBalanceRetryMs: 30_000,
} as const
