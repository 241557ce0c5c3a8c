import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { Db } from './db'

/** Embedded PostgreSQL (WASM). `dataDir` 'memory' keeps nothing; a folder keeps everything across restarts. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  if (dataDir !== 'memory') await mkdir(dataDir, { recursive: true })
  const pg = await PGlite.create(dataDir === 'memory' ? undefined : dataDir)
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pg.query<T>(sql, params)
      return result.rows
    },
    async exec(sql: string) {
      await pg.exec(sql)
    },
    close: () => pg.close(),
    exclusive: (work) => work(db),
  }
  return db
}
