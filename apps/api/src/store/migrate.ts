import type { Db } from './db'
import { MIGRATIONS } from './migrations'

/** Applies the migrations not yet recorded; returns the ids it applied. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
  )
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id))
  const applied: string[] = []
  for (const migration of MIGRATIONS) {
    if (done.has(migration.id)) continue
    try {
      await db.exec(`BEGIN; ${migration.sql}; INSERT INTO schema_migrations (id) VALUES ('${migration.id}'); COMMIT;`)
    } catch (error) {
      // Leave the connection usable; the half-applied migration is rolled back with it.
      await db.exec('ROLLBACK').catch(() => undefined)
      throw new Error(`Migration ${migration.id} failed`, { cause: error })
    }
    applied.push(migration.id)
  }
  return applied
}
