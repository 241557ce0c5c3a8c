import { PGlite } from '@electric-sql/pglite'
import { expect, test } from 'vitest'
import { openPgliteDb } from './pglite-db'

test('an in-memory store opened from a template starts with the template data directory', async () => {
  const source = await PGlite.create()
  await source.exec(`CREATE TABLE marker (note text); INSERT INTO marker VALUES ('from the template')`)
  const template = await source.dumpDataDir('none')
  await source.close()

  const db = await openPgliteDb('memory', template)
  try {
    // Ignoring the template, this throws: a new cluster has no such table.
    expect(await db.query<{ note: string }>('SELECT note FROM marker')).toEqual([{ note: 'from the template' }])
  } finally {
    await db.close()
  }
}, 60_000)
