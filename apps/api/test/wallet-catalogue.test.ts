import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { importCatalogue } from '../src/catalogue/import'
import { SEED_WALLETS } from '../src/catalogue/seed-wallets'
import { memoryLogger } from '../src/http/logger'
import { startApiServer } from '../src/server/listen'
import { openStore } from '../src/store/open-store'
import { DEV_PROJECT_ID } from '../src/store/seed'
import { testStore } from './test-store'

// Issue 20: a deployment serves its store's catalogue — the bundled seed of well-known wallets under their explorer
// ids, then what `catalogue:import` brings — and an app's include/exclude/featured ids name those wallets.
const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const RABBY = '18388be9ac2d02726dbac9777c96efaac06d744b2f6d580fccdd4127a6d01fd1'
const PHANTOM = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'
const NEW_ID = 'f'.repeat(64)

const dir = mkdtempSync(join(tmpdir(), 'portico-import-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function listingFile(name: string, listings: unknown[]): string {
  const path = join(dir, name)
  writeFileSync(
    path,
    JSON.stringify({ count: listings.length, listings: Object.fromEntries(listings.map((l, i) => [i, l])) }),
  )
  return path
}

const newWallet = {
  id: NEW_ID,
  name: 'Harbour Wallet',
  homepage: 'https://harbour.example.org',
  image_id: 'harbour-logo',
  rdns: 'org.example.harbour',
  chains: ['eip155:1'],
  mobile: { native: 'harbour://', universal: null },
  desktop: null,
  app: { ios: 'https://apps.apple.com/app/id42' },
}
const metamaskUpdate = {
  ...newWallet,
  id: METAMASK,
  name: 'MetaMask',
  image_id: 'mm',
  rdns: 'io.metamask',
  mobile: { native: 'metamask://', universal: 'https://metamask.app.link' },
}
const broken = { ...newWallet, id: 'broken', mobile: { native: 'javascript:void(0)', universal: null } }

async function api() {
  return startApiServer({ logger: memoryLogger(), store: await testStore(), catalogueRefreshMs: 0 })
}
async function wallets(url: string, query = '') {
  const response = await fetch(`${url}/getWallets?projectId=${DEV_PROJECT_ID}&entries=100${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as { data: { id: string; name: string; order: number }[]; count: number }
}

describe('the seed', () => {
  it('is what a new deployment serves, in its recommended order, with monogram images', async () => {
    const t = await api()
    try {
      const all = await wallets(t.url)
      expect(all.count).toBe(SEED_WALLETS.length)
      expect(all.data.slice(0, 3).map((w) => w.name)).toEqual(['MetaMask', 'Trust Wallet', 'Coinbase Wallet'])
      expect(all.data.map((w) => w.name)).toEqual(
        expect.arrayContaining(['Rabby Wallet', 'Phantom', 'Nova Wallet', 'Xverse']),
      )
      const image = await fetch(`${t.url}/getWalletImage/${SEED_WALLETS[0]?.image_id}`)
      expect(image.headers.get('content-type')).toBe('image/svg+xml')
      expect(await image.text()).toContain('>M</text>')
    } finally {
      await t.close()
    }
  }, 60_000)

  it('answers include, exclude and search with the real explorer ids, in catalogue order', async () => {
    const t = await api()
    try {
      const included = await wallets(t.url, `&include=${RABBY},${PHANTOM},${METAMASK}`)
      expect(included.data.map((w) => w.name)).toEqual(['MetaMask', 'Phantom', 'Rabby Wallet'])
      const excluded = await wallets(t.url, `&exclude=${METAMASK}`)
      expect(excluded.count).toBe(SEED_WALLETS.length - 1)
      expect(excluded.data.map((w) => w.id)).not.toContain(METAMASK)
      expect((await wallets(t.url, '&search=io.rabby')).data.map((w) => w.id)).toEqual([RABBY])
      const solana = await wallets(t.url, '&chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
      expect(solana.data.map((w) => w.name)).toContain('Phantom')
      expect(solana.data.map((w) => w.name)).not.toContain('MetaMask')
    } finally {
      await t.close()
    }
  }, 60_000)

  it('has unique ids, 64-hex explorer ids and only https store pages', () => {
    expect(new Set(SEED_WALLETS.map((w) => w.id)).size).toBe(SEED_WALLETS.length)
    for (const w of SEED_WALLETS) {
      expect(w.id).toMatch(/^[0-9a-f]{64}$/)
      for (const link of [w.homepage, w.app_store, w.play_store, w.chrome_store, w.webapp_link])
        if (link) expect(link).toMatch(/^https:\/\//)
    }
  })
})

describe('catalogue:import', () => {
  it('adds new wallets, updates known ones, skips bad ones, and changes nothing the second time', async () => {
    const store = await openStore(await testStore())
    try {
      const file = listingFile('first.json', [metamaskUpdate, newWallet, broken])
      const first = await importCatalogue(store.catalogue, { source: file, now: 1 })
      expect(first).toMatchObject({ read: 3, inserted: 1, updated: 1, unchanged: 0, written: true })
      expect(first.problems).toEqual([
        { index: 2, entry: 'broken', message: 'mobile.native is not an app or web link' },
      ])
      const again = await importCatalogue(store.catalogue, { source: file, now: 2 })
      expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 })
      const { wallets: stored, images } = await store.catalogue.all()
      expect(stored.filter((w) => w.id === METAMASK)).toHaveLength(1)
      expect(stored).toHaveLength(SEED_WALLETS.length + 1)
      expect(stored.find((w) => w.id === METAMASK)?.mobile_link).toBe('metamask://')
      expect(images['harbour-logo']).toContain('>HW</text>')
      expect(stored.some((w) => w.id === 'broken')).toBe(false)
    } finally {
      await store.close()
    }
  }, 60_000)

  it('--strict writes nothing when an entry is bad; a file of bad entries writes nothing either', async () => {
    const store = await openStore(await testStore())
    try {
      const before = await store.catalogue.revision()
      const mixed = listingFile('mixed.json', [newWallet, broken])
      expect(await importCatalogue(store.catalogue, { source: mixed, strict: true })).toMatchObject({
        written: false,
        inserted: 0,
      })
      const bad = listingFile('bad.json', [broken])
      expect(await importCatalogue(store.catalogue, { source: bad })).toMatchObject({ written: false, read: 1 })
      expect(await store.catalogue.revision()).toBe(before)
      await expect(importCatalogue(store.catalogue, { source: join(dir, 'missing.json') })).rejects.toThrow()
    } finally {
      await store.close()
    }
  }, 60_000)

  it('lands whole or not at all: a row the database refuses rolls back the rows before it', async () => {
    const store = await openStore(await testStore())
    try {
      const good = { ...(SEED_WALLETS[0] as (typeof SEED_WALLETS)[number]), id: 'g'.repeat(64), order: 99 }
      // U+0000 is text PostgreSQL cannot store: the second row fails inside the transaction.
      const refused = { ...good, id: 'h'.repeat(64), name: 'nul\u0000name' }
      await expect(store.catalogue.upsert([good, refused], [], 5)).rejects.toThrow()
      const { wallets: stored } = await store.catalogue.all()
      expect(stored.some((w) => w.id === good.id)).toBe(false)
      // The connection is usable afterwards.
      expect(await store.catalogue.upsert([good], [], 6)).toEqual({ inserted: 1, updated: 0, unchanged: 0 })
    } finally {
      await store.close()
    }
  }, 60_000)

  it("keeps a deployer's logo: plain SVG from --logos, never replaced by a later monogram; unsafe SVG is refused", async () => {
    const store = await openStore(await testStore())
    try {
      const logos = join(dir, 'logos')
      mkdirSync(logos, { recursive: true })
      const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>'
      writeFileSync(join(logos, 'harbour-logo.svg'), logo)
      writeFileSync(join(logos, `${METAMASK}.svg`), '<svg onload="alert(1)"></svg>')
      const file = listingFile('logos.json', [newWallet, metamaskUpdate])
      const report = await importCatalogue(store.catalogue, { source: file, logosDir: logos })
      expect(report.logos).toBe(1)
      expect(report.problems.map((p) => p.entry)).toEqual([METAMASK])
      await importCatalogue(store.catalogue, { source: file })
      const { images } = await store.catalogue.all()
      expect(images['harbour-logo']).toBe(logo)
      expect(images.mm).toContain('>M</text>')
    } finally {
      await store.close()
    }
  }, 60_000)

  it('reads a listing from a URL the deployer gives', async () => {
    const body = JSON.stringify({ listings: { [NEW_ID]: newWallet } })
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const store = await openStore(await testStore())
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/wallets`
      expect(await importCatalogue(store.catalogue, { source: url })).toMatchObject({ inserted: 1, written: true })
    } finally {
      await store.close()
      server.close()
    }
  }, 60_000)

  it('a running service serves an import made by another process (the store changed under it)', async () => {
    const t = await api()
    try {
      await wallets(t.url)
      const file = listingFile('live.json', [newWallet])
      await importCatalogue(t.context.store.catalogue, { source: file, now: Date.now() + 1000 })
      // catalogueRefreshMs 0: the next request notices the change, and a later one is answered from the new copy.
      await expect
        .poll(async () => (await wallets(t.url, '&search=harbour')).data.map((w) => w.id), { timeout: 10_000 })
        .toEqual([NEW_ID])
    } finally {
      await t.close()
    }
  }, 60_000)
})
