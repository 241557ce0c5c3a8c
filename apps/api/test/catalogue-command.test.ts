import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { runImportCommand } from '../src/catalogue/import-command'
import { SEED_WALLETS } from '../src/catalogue/seed-wallets'
import { openStore } from '../src/store/open-store'

const dir = mkdtempSync(join(tmpdir(), 'portico-import-command-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function io() {
  const out: string[] = []
  const err: string[] = []
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } }
}

// The command a deployer runs: against the on-disk store the service opens, twice with the same file.
it('imports into the store on disk, reports what it did, and is idempotent; usage errors exit 2', async () => {
  const store = { kind: 'pglite' as const, dataDir: join(dir, 'data') }
  const file = join(dir, 'wallets.json')
  writeFileSync(
    file,
    JSON.stringify({
      listings: {
        a: { id: 'a'.repeat(64), name: 'Alpha', mobile: { native: 'alpha://' }, chains: ['eip155:1'] },
        b: { id: 'b', name: 'Bad', mobile: { native: 'javascript:x' } },
      },
    }),
  )
  const first = io()
  expect(await runImportCommand([file], store, first.io)).toBe(0)
  expect(first.out).toEqual([
    '2 read: 1 new, 0 updated, 0 unchanged, 1 problems, 0 logos. A running service serves it within 30 s.',
  ])
  expect(first.err).toEqual(['skipped #1 (b): mobile.native is not an app or web link'])
  const second = io()
  expect(await runImportCommand([file], store, second.io)).toBe(0)
  expect(second.out[0]).toMatch(/^2 read: 0 new, 0 updated, 1 unchanged/)
  const strict = io()
  expect(await runImportCommand([file, '--strict'], store, strict.io)).toBe(1)
  expect(strict.out).toEqual(['2 read, nothing written (1 problems, --strict).'])
  const usage = io()
  expect(await runImportCommand([], store, usage.io)).toBe(2)
  expect(await runImportCommand([file, '--bogus'], store, usage.io)).toBe(2)
  expect(usage.err.at(-1)).toMatch(/^usage: catalogue:import/)

  const opened = await openStore(store)
  try {
    const { wallets } = await opened.catalogue.all()
    expect(wallets.map((w) => w.name)).toContain('Alpha')
    expect(wallets).toHaveLength(SEED_WALLETS.length + 1)
  } finally {
    await opened.close()
  }
}, 120_000)
