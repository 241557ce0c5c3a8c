import type { Db } from '../db'

/** Per-key request counts of fixed windows, in the store so that every process of a deployment counts together. */
export class RateLimitsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Adds `n` to the count of `key` in the window [windowStart, windowEnd) and returns the count after. One
   * atomic statement: two processes claiming at once each see the count that includes their own claim and not a
   * later one, so their claims never overlap.
   */
  async claim(key: string, windowStart: number, windowEnd: number, n: number): Promise<number> {
    const rows = await this.db.query<{ used: string | number }>(
      `INSERT INTO rate_limit_windows (key, window_start, window_end, used) VALUES ($1, $2, $3, $4)
       ON CONFLICT (key, window_start) DO UPDATE SET used = rate_limit_windows.used + EXCLUDED.used
       RETURNING used`,
      [key, windowStart, windowEnd, n],
    )
    return Number(rows[0]?.used ?? n)
  }

  /** Forgets the windows that ended by `now`. */
  async sweep(now: number): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_windows WHERE window_end <= $1', [now])
  }
}
