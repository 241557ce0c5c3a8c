import { expect, test } from 'vitest'
import { startTestApi } from './helpers'
import { STORE_ENV } from './test-store'

// Guards the two-store set-up of vitest.config.ts: under the `postgres` project the suites really use PostgreSQL.
test('a test api opens the store its vitest project names (PGlite, or PostgreSQL in the postgres project)', async () => {
  const t = await startTestApi()
  try {
    expect(t.api.context.store.db.kind).toBe(process.env[STORE_ENV] === 'postgres' ? 'postgres' : 'pglite')
    const [row] = await t.api.context.store.db.query<{ n: string }>('SELECT count(*) AS n FROM projects')
    expect(Number(row?.n)).toBeGreaterThan(0)
  } finally {
    await t.api.close()
  }
}, 60_000)
