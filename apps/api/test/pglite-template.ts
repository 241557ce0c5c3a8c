import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A new PGlite data directory (`dumpDataDir()`), made once per run: test/test-store.ts opens copies of it. */
    pgliteTemplate: string
  }
}

// Global setup of the pglite project. Every api a test starts opens its own in-memory store, and PGlite's initdb
// takes 3-5 s in WASM on a 2-core machine; a store loaded from a dump of a new one opens in ~0.7 s. The dump is taken
// before any migration, so each store still migrates and seeds itself as a new one does.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-pglite-template-'))
  const file = join(dir, 'pgdata.tar')
  const pg = await PGlite.create()
  try {
    await writeFile(file, new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer()))
  } finally {
    await pg.close()
  }
  project.provide('pgliteTemplate', file)
  return () => rm(dir, { recursive: true, force: true })
}
