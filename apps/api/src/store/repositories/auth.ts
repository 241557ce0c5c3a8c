import type { Db } from '../db'

// The embedded wallet's auth records (issue 16). Secrets arrive here already hashed; the one plain secret kept is the
// auth share, which alone reveals nothing about the wallet (2-of-3 Shamir).

export type AuthProvider = 'email' | 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'

export interface AuthUser {
  id: string
  provider: AuthProvider
  email: string | null
  username: string | null
}

export interface AuthCode {
  step: string
  sentTo: string
  newEmail: string | null
  salt: string
  codeHash: string
  failures: number
  sentAt: number
  expiresAt: number
}

interface UserRow {
  id: string
  provider: AuthProvider
  email: string | null
  username: string | null
}

interface CodeRow {
  step: string
  sent_to: string
  new_email: string | null
  salt: string
  code_hash: string
  failures: number
  sent_at: string | number
  expires_at: string | number
}

const user = (row: UserRow): AuthUser => ({
  id: row.id,
  provider: row.provider,
  email: row.email,
  username: row.username,
})

const USER_COLUMNS = 'id, provider, email, username'

export class AuthRepository {
  constructor(private readonly db: Db) {}

  async findUser(projectId: string, provider: AuthProvider, identity: string): Promise<AuthUser | undefined> {
    const rows = await this.db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM auth_users WHERE project_id = $1 AND provider = $2 AND identity = $3`,
      [projectId, provider, identity],
    )
    return rows[0] && user(rows[0])
  }

  /** The user with this identity, created when absent; `created` tells which (a race resolves to one row). */
  async upsertUser(input: {
    id: string
    projectId: string
    provider: AuthProvider
    identity: string
    email: string | null
    /** Whether the email was proven: by the code for an email user, by the provider's claim for a social one. */
    emailVerified: boolean
    username: string | null
    now: number
  }): Promise<{ user: AuthUser; created: boolean }> {
    const inserted = await this.db.query<UserRow>(
      `INSERT INTO auth_users (id, project_id, provider, identity, email, email_verified, username, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (project_id, provider, identity) DO NOTHING
       RETURNING ${USER_COLUMNS}`,
      [
        input.id,
        input.projectId,
        input.provider,
        input.identity,
        input.email,
        input.email !== null && input.emailVerified,
        input.username,
        input.now,
      ],
    )
    if (inserted[0]) return { user: user(inserted[0]), created: true }
    // A social login refreshes what the provider says about the user.
    const social = input.provider !== 'email' && input.email !== null
    const rows = await this.db.query<UserRow>(
      `UPDATE auth_users SET email = COALESCE($4, email), username = COALESCE($5, username),
         email_verified = CASE WHEN $4::text IS NULL THEN email_verified ELSE $6 END
       WHERE project_id = $1 AND provider = $2 AND identity = $3 RETURNING ${USER_COLUMNS}`,
      [
        input.projectId,
        input.provider,
        input.identity,
        social ? input.email : null,
        input.username,
        social && input.emailVerified,
      ],
    )
    const row = rows[0]
    if (!row) throw new Error('auth user vanished during upsert')
    return { user: user(row), created: false }
  }

  /** The user a social identity was linked to (account merge), when it was. */
  async findLinked(projectId: string, provider: AuthProvider, identity: string): Promise<AuthUser | undefined> {
    const rows = await this.db.query<UserRow>(
      `SELECT u.id, u.provider, u.email, u.username FROM auth_identities i JOIN auth_users u ON u.id = i.user_id
       WHERE i.project_id = $1 AND i.provider = $2 AND i.identity = $3`,
      [projectId, provider, identity],
    )
    return rows[0] && user(rows[0])
  }

  /** The first user of the project who proved this email (the one a merge joins). */
  async findByVerifiedEmail(projectId: string, email: string): Promise<AuthUser | undefined> {
    const rows = await this.db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM auth_users WHERE project_id = $1 AND email = $2 AND email_verified
       ORDER BY created_at, id LIMIT 1`,
      [projectId, email],
    )
    return rows[0] && user(rows[0])
  }

  /** Links a social identity to an existing user; a user without a name takes the provider's. */
  async link(input: {
    projectId: string
    provider: AuthProvider
    identity: string
    userId: string
    username: string | null
    now: number
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO auth_identities (project_id, provider, identity, user_id, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (project_id, provider, identity) DO NOTHING`,
      [input.projectId, input.provider, input.identity, input.userId, input.now],
    )
    if (input.username !== null) {
      await this.db.query('UPDATE auth_users SET username = COALESCE(username, $2) WHERE id = $1', [
        input.userId,
        input.username,
      ])
    }
  }

  async changeEmail(userId: string, email: string): Promise<AuthUser | undefined> {
    // An email user's identity is the address itself, so it moves with it. Both mailboxes were proven by a code.
    const rows = await this.db.query<UserRow>(
      `UPDATE auth_users SET email = $2, email_verified = true, identity = CASE WHEN provider = 'email' THEN $2 ELSE identity END
       WHERE id = $1 RETURNING ${USER_COLUMNS}`,
      [userId, email],
    )
    return rows[0] && user(rows[0])
  }

  async hasDevice(userId: string, deviceId: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM auth_devices WHERE user_id = $1 AND device_id = $2', [
      userId,
      deviceId,
    ])
    return rows.length > 0
  }

  async addDevice(userId: string, deviceId: string, now: number): Promise<void> {
    await this.db.query(
      'INSERT INTO auth_devices (user_id, device_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [userId, deviceId, now],
    )
  }

  async getCode(key: string): Promise<AuthCode | undefined> {
    const rows = await this.db.query<CodeRow>(
      'SELECT step, sent_to, new_email, salt, code_hash, failures, sent_at, expires_at FROM auth_codes WHERE key = $1',
      [key],
    )
    const row = rows[0]
    if (!row) return undefined
    return {
      step: row.step,
      sentTo: row.sent_to,
      newEmail: row.new_email,
      salt: row.salt,
      codeHash: row.code_hash,
      failures: Number(row.failures),
      sentAt: Number(row.sent_at),
      expiresAt: Number(row.expires_at),
    }
  }

  /** Replaces the key's code (a new code starts with no failures). */
  async putCode(key: string, code: Omit<AuthCode, 'failures'>): Promise<void> {
    // Expired codes are swept as new ones are issued; verifying one answers "expired" either way.
    await this.db.query('DELETE FROM auth_codes WHERE expires_at <= $1', [code.sentAt])
    await this.db.query(
      `INSERT INTO auth_codes (key, step, sent_to, new_email, salt, code_hash, failures, sent_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8)
       ON CONFLICT (key) DO UPDATE SET step = $2, sent_to = $3, new_email = $4, salt = $5, code_hash = $6,
         failures = 0, sent_at = $7, expires_at = $8`,
      [key, code.step, code.sentTo, code.newEmail, code.salt, code.codeHash, code.sentAt, code.expiresAt],
    )
  }

  async deleteCode(key: string): Promise<void> {
    await this.db.query('DELETE FROM auth_codes WHERE key = $1', [key])
  }

  /** Counts one wrong try against the code that was checked; returns the failures after it. */
  async failCode(key: string, codeHash: string): Promise<number> {
    const rows = await this.db.query<{ failures: number }>(
      'UPDATE auth_codes SET failures = failures + 1 WHERE key = $1 AND code_hash = $2 RETURNING failures',
      [key, codeHash],
    )
    return Number(rows[0]?.failures ?? Number.MAX_SAFE_INTEGER)
  }

  /** Spends the code: true for the one request that deletes it (two racing right answers cannot both win). */
  async spendCode(key: string, codeHash: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM auth_codes WHERE key = $1 AND code_hash = $2 RETURNING key', [
      key,
      codeHash,
    ])
    return rows.length > 0
  }

  async lastApprovalSentAt(userId: string, deviceId: string): Promise<number | undefined> {
    const rows = await this.db.query<{ sent_at: string | number | null }>(
      'SELECT max(sent_at) AS sent_at FROM auth_device_approvals WHERE user_id = $1 AND device_id = $2',
      [userId, deviceId],
    )
    const at = rows[0]?.sent_at
    return at === null || at === undefined ? undefined : Number(at)
  }

  async addApproval(input: {
    tokenHash: string
    userId: string
    deviceId: string
    now: number
    expiresAt: number
  }): Promise<void> {
    await this.db.query('DELETE FROM auth_device_approvals WHERE expires_at <= $1', [input.now])
    await this.db.query(
      `INSERT INTO auth_device_approvals (token_hash, user_id, device_id, sent_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [input.tokenHash, input.userId, input.deviceId, input.now, input.expiresAt],
    )
  }

  async deleteApproval(tokenHash: string): Promise<void> {
    await this.db.query('DELETE FROM auth_device_approvals WHERE token_hash = $1', [tokenHash])
  }

  /** Marks a live, unused approval link as used and registers its device; false when there is none. */
  async approve(tokenHash: string, now: number): Promise<boolean> {
    const rows = await this.db.query<{ user_id: string; device_id: string }>(
      `UPDATE auth_device_approvals SET approved_at = $2
       WHERE token_hash = $1 AND approved_at IS NULL AND expires_at > $2 RETURNING user_id, device_id`,
      [tokenHash, now],
    )
    const row = rows[0]
    if (!row) return false
    await this.addDevice(row.user_id, row.device_id, now)
    return true
  }

  async addSession(input: {
    tokenHash: string
    userId: string
    deviceId: string
    now: number
    expiresAt: number
    /** The provider this session signed in with, when it is not the user's own (a merged social login). */
    provider?: AuthProvider
  }): Promise<void> {
    await this.db.query('DELETE FROM auth_sessions WHERE expires_at <= $1', [input.now])
    await this.db.query(
      `INSERT INTO auth_sessions (token_hash, user_id, device_id, expires_at, created_at, provider)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [input.tokenHash, input.userId, input.deviceId, input.expiresAt, input.now, input.provider ?? null],
    )
  }

  /** The user of a live session in this project, as signed in on it (the session's provider). */
  async sessionUser(tokenHash: string, projectId: string, now: number): Promise<AuthUser | undefined> {
    const rows = await this.db.query<UserRow>(
      `SELECT u.id, COALESCE(s.provider, u.provider) AS provider, u.email, u.username FROM auth_sessions s JOIN auth_users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND u.project_id = $2 AND s.revoked_at IS NULL AND s.expires_at > $3`,
      [tokenHash, projectId, now],
    )
    return rows[0] && user(rows[0])
  }

  async revokeSession(tokenHash: string, now: number): Promise<void> {
    await this.db.query('UPDATE auth_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
      tokenHash,
      now,
    ])
  }

  async getShare(userId: string): Promise<string | null> {
    const rows = await this.db.query<{ auth_share: string | null }>('SELECT auth_share FROM auth_users WHERE id = $1', [
      userId,
    ])
    return rows[0]?.auth_share ?? null
  }

  /** Stores the share once: false when the user already has one (it is never replaced). */
  async putShare(userId: string, share: string): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE auth_users SET auth_share = $2 WHERE id = $1 AND auth_share IS NULL RETURNING id',
      [userId, share],
    )
    return rows.length > 0
  }
}
