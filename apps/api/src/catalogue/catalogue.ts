import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'

const WalletEntrySchema = v.object({
  id: v.string(),
  name: v.string(),
  homepage: v.string(),
  image_id: v.string(),
  order: v.number(),
  rdns: v.nullable(v.string()),
  mobile_link: v.nullable(v.string()),
  desktop_link: v.nullable(v.string()),
  webapp_link: v.nullable(v.string()),
  app_store: v.nullable(v.string()),
  play_store: v.nullable(v.string()),
  chrome_store: v.nullable(v.string()),
  chains: v.array(v.string()),
  badge_type: v.picklist(['none', 'certified']),
  supports_wc: v.boolean(),
})
export type WalletEntry = v.InferOutput<typeof WalletEntrySchema>

export interface WalletQuery {
  page: number
  entries: number
  include?: string[]
  exclude?: string[]
  search?: string
  badgeType?: 'none' | 'certified'
  chains?: string[]
}

export interface Catalogue {
  size: number
  query(q: WalletQuery): { data: WalletEntry[]; count: number }
  image(imageId: string): string | undefined
}

/**
 * The generated stand-in catalogue (600 invented wallets, `scripts/generate-catalogue.ts`) for the lab and tests that
 * need volume; a deployment serves its store's catalogue instead. The files live in apps/api/data (from
 * src/catalogue in a checkout, from dist/ in a build).
 */
export function generatedCatalogueDir(): string {
  for (const rel of ['../../data/', '../data/']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url))
    if (existsSync(`${dir}wallets.json`)) return dir
  }
  throw new Error('wallet catalogue not found; run scripts/generate-catalogue.ts')
}

export function loadCatalogue(dir: string = generatedCatalogueDir()): Catalogue {
  const wallets = v.parse(v.array(WalletEntrySchema), JSON.parse(readFileSync(`${dir}/wallets.json`, 'utf8')))
  const images = v.parse(
    v.record(v.string(), v.string()),
    JSON.parse(readFileSync(`${dir}/wallet-images.json`, 'utf8')),
  )
  return createCatalogue(wallets, images)
}

export function createCatalogue(wallets: WalletEntry[], images: Record<string, string>): Catalogue {
  const sorted = [...wallets].sort((a, b) => a.order - b.order)
  // Lower-cased once, so a search is one pass of includes() over 1,000 short strings.
  const haystacks = sorted.map((w) => `${w.name} ${w.rdns ?? ''}`.toLowerCase())
  // Ids come from the URL: a Map has no inherited keys, so `__proto__` or `constructor` is simply not found.
  const imagesById = new Map(Object.entries(images))
  return {
    size: sorted.length,
    image: (id) => imagesById.get(id),
    query(q) {
      const include = q.include?.length ? new Set(q.include) : null
      const exclude = new Set(q.exclude ?? [])
      const needle = q.search?.trim().toLowerCase()
      const matches: WalletEntry[] = []
      for (let i = 0; i < sorted.length; i++) {
        const w = sorted[i] as WalletEntry
        if (include && !include.has(w.id)) continue
        if (exclude.has(w.id)) continue
        if (needle && !(haystacks[i] as string).includes(needle)) continue
        if (q.badgeType && w.badge_type !== q.badgeType) continue
        if (q.chains?.length && !q.chains.some((c) => w.chains.includes(c))) continue
        matches.push(w)
      }
      const start = (q.page - 1) * q.entries
      return { data: matches.slice(start, start + q.entries), count: matches.length }
    },
  }
}
