import type { WalletEntry } from '../../catalogue/catalogue'
import type { Db } from '../db'

export interface CatalogueImage {
  id: string
  svg: string
  /** A logo the deployer supplied (not a generated monogram). */
  supplied: boolean
}

export interface UpsertCount {
  inserted: number
  updated: number
  unchanged: number
}

/** Key order as JSONB gives it back differs from ours: entries are compared with sorted keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** The wallet catalogue a deployment serves (migration 011). */
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  async isEmpty(): Promise<boolean> {
    const rows = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM catalogue_wallets')
    return (rows[0]?.n ?? 0) === 0
  }

  /** Changes whenever an import writes something, so a running service knows to reload. */
  async revision(): Promise<string> {
    const rows = await this.db.query<{ n: number; at: string | null }>(
      'SELECT count(*)::int AS n, max(updated_at)::text AS at FROM catalogue_wallets',
    )
    return `${rows[0]?.n ?? 0}:${rows[0]?.at ?? ''}`
  }

  async all(): Promise<{ wallets: WalletEntry[]; images: Record<string, string> }> {
    const wallets = await this.db.query<{ entry: WalletEntry }>(
      'SELECT entry FROM catalogue_wallets ORDER BY position, id',
    )
    const images = await this.db.query<{ id: string; svg: string }>('SELECT id, svg FROM catalogue_images')
    return {
      wallets: wallets.map((r) => r.entry),
      images: Object.fromEntries(images.map((r) => [r.id, r.svg])),
    }
  }

  /**
   * Inserts new entries and updates changed ones in one transaction: an import lands whole or not at all. An entry
   * equal to the stored one is left alone (its updated_at too), so importing the same file twice changes nothing.
   */
  async upsert(entries: readonly WalletEntry[], images: readonly CatalogueImage[], now: number): Promise<UpsertCount> {
    return this.db.exclusive(async (db) => {
      await db.exec('BEGIN')
      try {
        const stored = new Map(
          (await db.query<{ id: string; entry: WalletEntry }>('SELECT id, entry FROM catalogue_wallets')).map((r) => [
            r.id,
            canonical(r.entry),
          ]),
        )
        const changed = entries.filter((e) => stored.get(e.id) !== canonical(e))
        if (changed.length > 0)
          await db.query(
            `INSERT INTO catalogue_wallets (id, position, entry, updated_at)
             SELECT e->>'id', (e->>'order')::int, e, $2 FROM jsonb_array_elements($1::jsonb) AS e
             ON CONFLICT (id) DO UPDATE
               SET position = EXCLUDED.position, entry = EXCLUDED.entry, updated_at = EXCLUDED.updated_at`,
            [JSON.stringify(changed), now],
          )
        if (images.length > 0)
          await db.query(
            `INSERT INTO catalogue_images (id, svg, supplied)
             SELECT i->>'id', i->>'svg', (i->>'supplied')::boolean FROM jsonb_array_elements($1::jsonb) AS i
             ON CONFLICT (id) DO UPDATE SET svg = EXCLUDED.svg, supplied = EXCLUDED.supplied
             WHERE EXCLUDED.supplied OR NOT catalogue_images.supplied`,
            [JSON.stringify(images)],
          )
        await db.exec('COMMIT')
        const inserted = changed.filter((e) => !stored.has(e.id)).length
        return { inserted, updated: changed.length - inserted, unchanged: entries.length - changed.length }
      } catch (error) {
        await db.exec('ROLLBACK').catch(() => undefined)
        throw error
      }
    })
  }
}
