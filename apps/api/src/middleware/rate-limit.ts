/** Fixed one-minute windows per key; small and exact enough for a single-process service. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(
    private readonly now: () => number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one request; returns 0 when allowed, else the seconds until the window resets (Retry-After). */
  hit(key: string, limit: number): number {
    const now = this.now()
    let window = this.windows.get(key)
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 }
      this.windows.set(key, window)
      if (this.windows.size > 10_000) this.evict(now)
    }
    window.count++
    if (window.count <= limit) return 0
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000))
  }

  private evict(now: number): void {
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key)
  }
}
