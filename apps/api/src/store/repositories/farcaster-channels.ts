import type { Db } from '../db'

export interface FarcasterChannel {
  nonce: string
  usedAt: number | null
}

/**
 * The Farcaster sign-in channels apps/api opened (issue 21), in the store so that every process of a deployment sees
 * the same ones: the nonce each was opened with, and whether it already signed someone in.
 */
export class FarcasterChannelsRepository {
  constructor(private readonly db: Db) {}

  async opened(input: { channelToken: string; projectId: string; nonce: string; expiresAt: number }): Promise<void> {
    await this.db.query(
      'INSERT INTO farcaster_channels (channel_token, project_id, nonce, expires_at) VALUES ($1, $2, $3, $4)',
      [input.channelToken, input.projectId, input.nonce, input.expiresAt],
    )
  }

  /** The channel as opened for this project, or undefined when it never was or has expired by `now`. */
  async find(channelToken: string, projectId: string, now: number): Promise<FarcasterChannel | undefined> {
    const rows = await this.db.query<{ nonce: string; used_at: string | number | null }>(
      'SELECT nonce, used_at FROM farcaster_channels WHERE channel_token = $1 AND project_id = $2 AND expires_at > $3',
      [channelToken, projectId, now],
    )
    const row = rows[0]
    return row && { nonce: row.nonce, usedAt: row.used_at === null ? null : Number(row.used_at) }
  }

  /**
   * Marks the channel used and says whether this call did: one atomic statement, so of two polls racing with the
   * same signed message only one signs in.
   */
  async use(channelToken: string, now: number): Promise<boolean> {
    const rows = await this.db.query<{ channel_token: string }>(
      `UPDATE farcaster_channels SET used_at = $2
       WHERE channel_token = $1 AND used_at IS NULL AND expires_at > $2 RETURNING channel_token`,
      [channelToken, now],
    )
    return rows.length === 1
  }

  /** Forgets the channels that expired by `now` (their messages have expired too). */
  async sweep(now: number): Promise<void> {
    await this.db.query('DELETE FROM farcaster_channels WHERE expires_at <= $1', [now])
  }
}
