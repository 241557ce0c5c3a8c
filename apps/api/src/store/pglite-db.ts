import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { Db } from './db'

/**
 * Embedded PostgreSQL (WASM). `dataDir` 'memory' keeps nothing; a folder keeps everything across restarts. A
 * `template` (a `dumpDataDir()` tarball) is the data directory to start from instead of a new one.
 */
export async function openPgliteDb(dataDir: string, template?: Blob): Promise<Db> {
  if (dataDir !== 'memory') await mkdir(dataDir, { recursive: true })
  const pg = await PGlite.create({
    ...(dataDir === 'memory' ? {} : { dataDir }),
    ...(template ? { loadDataDir: template } : {}),
  })
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
