import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import type { StoreConfig } from '../src/store/open-store'
import { startTestPostgres, type TestPostgres } from './postgres'

/** Set by the `postgres` vitest project (vitest.config.ts): the store-facing suites then run on PostgreSQL. */
export const STORE_ENV = 'PORTICO_TEST_STORE'

let cluster: Promise<TestPostgres> | undefined
let databases = 0

/**
 * The store a test api opens when the test names none: in-memory PGlite, or, under PORTICO_TEST_STORE=postgres, a
 * fresh database on one throwaway PostgreSQL cluster per test file (so every api starts as empty as PGlite would).
 */
export async function testStore(): Promise<StoreConfig> {
  if (process.env[STORE_ENV] !== 'postgres')
    return { kind: 'pglite', dataDir: 'memory', template: await pgliteTemplate() }
  cluster ??= startTestPostgres().then((server) => {
    if (!server) throw new Error(`${STORE_ENV}=postgres, but no PostgreSQL server binaries were found`)
    // Safety net only: vitest may end a worker without 'exit'; test/store-teardown.ts stops it after the file.
    process.once('exit', () => server.stopSync())
    return server
  })
  const server = await cluster
  const name = `portico_test_${process.pid}_${++databases}`
  const admin = new pg.Client({ connectionString: server.url })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  return { kind: 'postgres', url: server.url.replace(/\/postgres$/, `/${name}`) }
}

let template: Promise<Blob> | undefined

/** The pglite project's template data directory (test/pglite-template.ts), read once per test file. */
function pgliteTemplate(): Promise<Blob> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]))
  return template
}

/** Stops this file's PostgreSQL cluster, when one was started (after all the tests of the file). */
export async function stopTestStore(): Promise<void> {
  const started = cluster
  cluster = undefined
  if (started) await (await started.catch(() => undefined))?.stop()
}
