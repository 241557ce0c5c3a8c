import type { Db } from '../db'

/** A granted permission (ERC-7715 permissions context) the service keeps so that it can be listed and revoked. */
export interface SmartSessionRecord {
  pci: string
  projectId: string
  address: string
  chainId: string
  expiry: number
  createdAt: number
  revokedAt: number | null
  /** The ERC-7715 grant as the owner signed it (JSON text whose keccak256 is the pci); null for a bare registration. */
  grant: string | null
}

interface Row {
  pci: string
  project_id: string
  address: string
  chain_id: string
  expiry: string | number
  created_at: string | number
  revoked_at: string | number | null
  grant_json: string | null
}

const fromRow = (row: Row): SmartSessionRecord => ({
  pci: row.pci,
  projectId: row.project_id,
  address: row.address,
  chainId: row.chain_id,
  expiry: Number(row.expiry),
  createdAt: Number(row.created_at),
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  grant: row.grant_json ?? null,
})

export class SmartSessionExistsError extends Error {
  constructor(pci: string) {
    super(`A smart session with pci ${pci} already exists`)
    this.name = 'SmartSessionExistsError'
  }
}

export class SmartSessionsRepository {
  constructor(private readonly db: Db) {}

  async create(
    session: Omit<SmartSessionRecord, 'revokedAt' | 'grant'> & { grant?: string | null },
  ): Promise<SmartSessionRecord> {
    const rows = await this.db.query<Row>(
      `INSERT INTO smart_sessions (pci, project_id, address, chain_id, expiry, created_at, grant_json)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (pci) DO NOTHING RETURNING *`,
      [
        session.pci,
        session.projectId,
        session.address.toLowerCase(),
        session.chainId,
        session.expiry,
        session.createdAt,
        session.grant ?? null,
      ],
    )
    const row = rows[0]
    if (!row) throw new SmartSessionExistsError(session.pci)
    return fromRow(row)
  }

  async get(pci: string): Promise<SmartSessionRecord | null> {
    const rows = await this.db.query<Row>('SELECT * FROM smart_sessions WHERE pci = $1', [pci])
    return rows[0] ? fromRow(rows[0]) : null
  }

  /** An account's sessions on one chain for one project, newest first. */
  async listFor(args: { projectId: string; address: string; chainId: string }): Promise<SmartSessionRecord[]> {
    const rows = await this.db.query<Row>(
      `SELECT * FROM smart_sessions WHERE project_id = $1 AND address = $2 AND chain_id = $3
       ORDER BY created_at DESC, pci LIMIT 100`,
      [args.projectId, args.address.toLowerCase(), args.chainId],
    )
    return rows.map(fromRow)
  }

  /** Marks the session revoked once; a second revoke keeps the first time. */
  async revoke(pci: string, at: number): Promise<SmartSessionRecord | null> {
    const rows = await this.db.query<Row>(
      'UPDATE smart_sessions SET revoked_at = COALESCE(revoked_at, $2) WHERE pci = $1 RETURNING *',
      [pci, at],
    )
    return rows[0] ? fromRow(rows[0]) : null
  }
}
