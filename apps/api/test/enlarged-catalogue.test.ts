import { existsSync } from 'node:fs'
import { afterAll, expect, test } from 'vitest'
import { loadCatalogue } from '../src/catalogue/catalogue'
import { writeEnlargedCatalogue } from '../src/catalogue/enlarged'

const enlarged = writeEnlargedCatalogue(1000)
afterAll(() => enlarged.dispose())

test('a 1,000-entry catalogue: the 600 bundled wallets first, then renamed copies with their own ids and rdns', () => {
  const catalogue = loadCatalogue(enlarged.dir)
  const bundled = loadCatalogue()
  expect(enlarged.size).toBe(1000)
  expect(catalogue.size).toBe(1000)
  const all = catalogue.query({ page: 1, entries: 1000 })
  expect(all.count).toBe(1000)
  expect(all.data.slice(0, bundled.size)).toEqual(bundled.query({ page: 1, entries: 1000 }).data)
  expect(new Set(all.data.map((w) => w.id)).size).toBe(1000)
  const rdns = all.data.flatMap((w) => (w.rdns ? [w.rdns] : []))
  expect(new Set(rdns).size).toBe(rdns.length)
  const copies = catalogue.query({ page: 1, entries: 1000, search: ' copy ' })
  expect(copies.count).toBe(1000 - bundled.size)
  // Every copy's image is served: the originals' images are shared.
  for (const w of copies.data) expect(catalogue.image(w.image_id)).toMatch(/^<svg/)
})

test('dispose removes the folder', () => {
  const other = writeEnlargedCatalogue(700)
  expect(existsSync(other.dir)).toBe(true)
  other.dispose()
  expect(existsSync(other.dir)).toBe(false)
})
