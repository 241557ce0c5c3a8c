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
  }
}
