import pg from 'pg'
import type { Db } from './db'

/** A PostgreSQL server from a connection URL; the same migrations as the embedded store run on it. */
export async function openPostgresDb(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // Fail at start-up, not on the first request, when the server cannot be reached.
  const client = await pool.connect()
  client.release()
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params)
      return result.rows as T[]
    },
    async exec(sql: string) {
      await pool.query(sql)
    },
    close: () => pool.end(),
    async exclusive(work) {
      // A session-level advisory lock belongs to one connection: everything under it runs on that connection.
      const held = await pool.connect()
      const db: Db = {
        kind: 'postgres',
        query: async <T>(sql: string, params: unknown[] = []) => (await held.query(sql, params)).rows as T[],
        exec: async (sql) => {
          await held.query(sql)
        },
        close: async () => undefined,
        exclusive: (inner) => inner(db),
      }
      try {
        await held.query('SELECT pg_advisory_lock($1)', [EXCLUSIVE_LOCK_ID])
        return await work(db)
      } finally {
        await held.query('SELECT pg_advisory_unlock($1)', [EXCLUSIVE_LOCK_ID]).catch(() => undefined)
        held.release()
      }
    },
  }
}

/** Any fixed number: the advisory lock every process of this service takes for migrations. */
const EXCLUSIVE_LOCK_ID = 7_270_815
