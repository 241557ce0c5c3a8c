import type { Logger } from '../http/logger'

/** Where the counts live: the store, shared by every process on it (RateLimitsRepository). */
export interface RateCounter {
  /** Adds `n` to the count of `key` in the window [windowStart, windowEnd); resolves to the count after. */
  claim(key: string, windowStart: number, windowEnd: number, n: number): Promise<number>
  /** Forgets the windows that ended by `now`. */
  sweep(now: number): Promise<void>
}

interface Lease {
  windowStart: number
  windowEnd: number
  /** Requests this process may still admit in the window without asking the store. */
  left: number
  /** The store's count reached the limit: nothing more this window, from any process. */
  spent: boolean
  claiming?: Promise<boolean>
}

/**
 * How many requests one store round-trip claims: 1% of the limit, at most 100. A limit of 100 or less (a
 * one-time-code's attempts, a resend timer) goes to the store on every hit and is exact.
 */
export const leaseSize = (limit: number) => Math.max(1, Math.min(100, Math.floor(limit / 100)))

/**
 * Fixed windows (aligned to the clock, so every process agrees where they start) counted in the store, so N
 * processes behind a load balancer allow the limit once, not N times. Going to the store on every request would
 * cost a round trip each, so a process claims requests in leases (`leaseSize`) and admits them locally until the
 * lease is used up. Claims are atomic in the store, so the processes together never admit more than the limit;
 * requests leased by a process that then gets no more traffic in that window are lost, so across N processes at
 * most N × (lease − 1) requests (under 1% of the limit each) are refused before the limit is reached. Once the
 * store says a window is spent, this process refuses locally until the window ends.
 *
 * Keys are free-form (`project:<id>` for the per-project limit); one key has one window length.
 */
export class RateLimiter {
  private readonly leases = new Map<string, Lease>()
  private sweptAt = Number.NEGATIVE_INFINITY

  constructor(
    private readonly counter: RateCounter,
    private readonly now: () => number,
    private readonly logger: Logger,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one request; resolves to 0 when allowed, else the seconds until the window resets (Retry-After). */
  async hit(key: string, limit: number, windowMs = this.windowMs): Promise<number> {
    const now = this.now()
    const windowStart = now - (now % windowMs)
    let lease = this.leases.get(key)
    if (!lease || lease.windowStart !== windowStart) {
      lease = { windowStart, windowEnd: windowStart + windowMs, left: 0, spent: false }
      this.leases.set(key, lease)
      this.forgetEnded(now)
    }
    for (;;) {
      if (lease.left > 0) {
        lease.left--
        return 0
      }
      if (lease.spent) return Math.max(1, Math.ceil((lease.windowEnd - now) / 1000))
      const current = lease
      current.claiming ??= this.claim(key, current, limit).finally(() => {
        current.claiming = undefined
      })
      if (!(await current.claiming)) return 0
    }
  }

  /** Claims a lease from the store; false when the store could not be asked (the request is let through). */
  private async claim(key: string, lease: Lease, limit: number): Promise<boolean> {
    const size = leaseSize(limit)
    let used: number
    try {
      used = await this.counter.claim(key, lease.windowStart, lease.windowEnd, size)
    } catch (error) {
      // A store that cannot count must not take every route down with it: the request passes, and it is logged.
      this.logger('warn', 'rate limit store unavailable', { key, error: String(error) })
      return false
    }
    const granted = Math.max(0, Math.min(size, limit - (used - size)))
    lease.left += granted
    if (granted < size) lease.spent = true
    return true
  }

  /** Drops this process's leases and the store's rows of windows that have ended; at most once a minute. */
  private forgetEnded(now: number): void {
    if (now - this.sweptAt < 60_000) return
    this.sweptAt = now
    for (const [key, lease] of this.leases) if (lease.windowEnd <= now) this.leases.delete(key)
    this.counter.sweep(now).catch((error: unknown) => {
      this.logger('warn', 'rate limit sweep failed', { error: String(error) })
    })
  }
}
