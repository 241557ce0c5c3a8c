import type { Db } from '../db'

export interface NameRecord {
  name: string
  registered: number
  updated: number
  addresses: Record<string, { address: string; created: string }>
  attributes: Record<string, string>[]
}

export interface RegisterInput {
  name: string
  coinType: number
  address: string
  attributes: Record<string, string>
  message: string
  signature: string
  now: number
}

export class NameTakenError extends Error {}

export class NamesRepository {
  constructor(private readonly db: Db) {}

  /** Registers a name for an address; a name already owned by another address is refused. */
  async register(input: RegisterInput): Promise<NameRecord> {
    const existing = await this.byName(input.name)
    if (existing) {
      const owners = Object.values(existing.addresses).map((a) => a.address.toLowerCase())
      if (!owners.includes(input.address.toLowerCase())) throw new NameTakenError(`${input.name} is already registered`)
      await this.db.query(
        'UPDATE names SET attributes = $2, message = $3, signature = $4, updated_at = $5 WHERE name = $1',
        [input.name, JSON.stringify(input.attributes), input.message, input.signature, input.now],
      )
    } else {
      try {
        await this.db.query(
          `INSERT INTO names (name, attributes, message, signature, registered_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $5)`,
          [input.name, JSON.stringify(input.attributes), input.message, input.signature, input.now],
        )
      } catch (cause) {
        // Two registrations of one name raced: the loser hears the name is taken.
        throw new NameTakenError(`${input.name} is already registered`, { cause })
      }
    }
    await this.db.query(
      `INSERT INTO name_addresses (name, coin_type, address, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (name, coin_type) DO UPDATE SET address = $3`,
      [input.name, input.coinType, input.address, input.now],
    )
    const record = await this.byName(input.name)
    if (!record) throw new Error('name vanished after registration')
    return record
  }

  async byName(name: string): Promise<NameRecord | null> {
    const rows = await this.db.query<NameRow>('SELECT * FROM names WHERE name = $1', [name])
    const row = rows[0]
    if (!row) return null
    return this.toRecord(row)
  }

  async byAddress(address: string): Promise<NameRecord[]> {
    const rows = await this.db.query<NameRow>(
      `SELECT n.* FROM names n WHERE n.name IN (SELECT name FROM name_addresses WHERE lower(address) = lower($1))
       ORDER BY n.registered_at ASC`,
      [address],
    )
    return Promise.all(rows.map((row) => this.toRecord(row)))
  }

  /** Which of `names` are registered already. */
  async taken(names: string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set()
    const rows = await this.db.query<{ name: string }>('SELECT name FROM names WHERE name = ANY($1::text[])', [names])
    return new Set(rows.map((r) => r.name))
  }

  private async toRecord(row: NameRow): Promise<NameRecord> {
    const addresses = await this.db.query<{ coin_type: string | number; address: string; created_at: string | number }>(
      'SELECT coin_type, address, created_at FROM name_addresses WHERE name = $1',
      [row.name],
    )
    return {
      name: row.name,
      registered: Number(row.registered_at),
      updated: Number(row.updated_at),
      addresses: Object.fromEntries(
        addresses.map((a) => [String(a.coin_type), { address: a.address, created: String(a.created_at) }]),
      ),
      attributes: Object.entries(row.attributes).map(([key, value]) => ({ [key]: value })),
    }
  }
}

interface NameRow {
  name: string
  attributes: Record<string, string>
  registered_at: string | number
  updated_at: string | number
}
