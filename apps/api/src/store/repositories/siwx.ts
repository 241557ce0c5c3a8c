import type { SIWXSession } from '@portico/siwx'
import type { Db } from '../db'

// Sign-in nonces and sessions (issue 9). Nonces are single use: spending one is one conditional UPDATE, so two
// requests racing with the same signed message cannot both win. Session tokens are stored hashed only.

export type NonceSpend = 'ok' | 'reused' | 'unknown'

export interface SiwxSessionRecord {
  id: number
  chainId: string
  address: string
  session: SIWXSession
  expiresAt: number
  createdAt: number
}

interface SessionRow {
  id: number | string
  chain_id: string
  address: string
  message: string
  signature: string
  data: SIWXSession['data'] | string
  expires_at: string | number
  created_at: string | number
}

const fromRow = (row: SessionRow): SiwxSessionRecord => ({
  id: Number(row.id),
  chainId: row.chain_id,
  address: row.address,
  session: {
    data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
    message: row.message,
    signature: row.signature,
  },
  expiresAt: Number(row.expires_at),
  createdAt: Number(row.created_at),
})

export class SiwxRepository {
  constructor(private readonly db: Db) {}

  async issueNonce(projectId: string, nonce: string, now: number, ttlMs: number): Promise<void> {
    // Expired nonces are swept as new ones are issued, so the table stays the size of the live window.
    await this.db.query('DELETE FROM siwx_nonces WHERE expires_at <= $1', [now])
    await this.db.query('INSERT INTO siwx_nonces (nonce, project_id, expires_at) VALUES ($1, $2, $3)', [
      nonce,
      projectId,
      now + ttlMs,
    ])
  }

  async spendNonce(projectId: string, nonce: string, now: number): Promise<NonceSpend> {
    const spent = await this.db.query<{ nonce: string }>(
      `UPDATE siwx_nonces SET used_at = $3
       WHERE nonce = $1 AND project_id = $2 AND used_at IS NULL AND expires_at > $3 RETURNING nonce`,
      [nonce, projectId, now],
    )
    if (spent.length > 0) return 'ok'
    const rows = await this.db.query<{ used_at: string | number | null; expires_at: string | number }>(
      'SELECT used_at, expires_at FROM siwx_nonces WHERE nonce = $1 AND project_id = $2',
      [nonce, projectId],
    )
    const row = rows[0]
    return row && row.used_at !== null ? 'reused' : 'unknown'
  }

  async addSession(input: {
    tokenHash: string
    projectId: string
    session: SIWXSession
    expiresAt: number
    now: number
  }): Promise<void> {
    const { data } = input.session
    // One live session per account and network under a token: signing in again replaces the old one.
    await this.db.query(
      `UPDATE siwx_sessions SET revoked_at = $5
       WHERE token_hash = $1 AND project_id = $2 AND chain_id = $3 AND lower(address) = lower($4) AND revoked_at IS NULL`,
      [input.tokenHash, input.projectId, data.chainId, data.accountAddress, input.now],
    )
    await this.db.query(
      `INSERT INTO siwx_sessions
         (token_hash, project_id, chain_id, address, message, signature, data, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        input.tokenHash,
        input.projectId,
        data.chainId,
        data.accountAddress,
        input.session.message,
        input.session.signature,
        JSON.stringify(data),
        input.expiresAt,
        input.now,
      ],
    )
  }

  /** Moves a token's live sessions to a new token (each sign-in issues a fresh token: no session fixation). */
  async rekey(fromHash: string, toHash: string, projectId: string): Promise<void> {
    await this.db.query(
      'UPDATE siwx_sessions SET token_hash = $2 WHERE token_hash = $1 AND project_id = $3 AND revoked_at IS NULL',
      [fromHash, toHash, projectId],
    )
  }

  async liveSessions(tokenHash: string, projectId: string, now: number): Promise<SiwxSessionRecord[]> {
    const rows = await this.db.query<SessionRow>(
      `SELECT id, chain_id, address, message, signature, data, expires_at, created_at FROM siwx_sessions
       WHERE token_hash = $1 AND project_id = $2 AND revoked_at IS NULL AND expires_at > $3 ORDER BY id`,
      [tokenHash, projectId, now],
    )
    return rows.map(fromRow)
  }

  /** Revokes the token's sessions, all of them or those of one account and/or network; returns how many. */
  async revoke(
    tokenHash: string,
    projectId: string,
    now: number,
    filter: { chainId?: string | undefined; address?: string | undefined } = {},
  ): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `UPDATE siwx_sessions SET revoked_at = $3
       WHERE token_hash = $1 AND project_id = $2 AND revoked_at IS NULL
         AND ($4::text IS NULL OR chain_id = $4) AND ($5::text IS NULL OR lower(address) = lower($5))
       RETURNING id`,
      [tokenHash, projectId, now, filter.chainId ?? null, filter.address ?? null],
    )
    return rows.length
  }
}
