// Writes data/wallets.json and data/wallet-images.json: a deterministic stand-in wallet catalogue (same output on
// every run, no network). Names are invented; links use the reserved .example domain; images are generated badges.
// Run: pnpm --filter @portico/api exec tsx scripts/generate-catalogue.ts [count]
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { badgeSvg, fnv1a } from '../src/catalogue/badge-svg'

const COUNT = Number(process.argv[2] ?? 600)
const here = dirname(fileURLToPath(import.meta.url))

const FIRST = [
  'Nova',
  'Kestrel',
  'Atlas',
  'Lumen',
  'Orbit',
  'Cobalt',
  'Harbor',
  'Ember',
  'Quartz',
  'Tide',
  'Summit',
  'Willow',
  'Falcon',
  'Aurora',
  'Beacon',
  'Cipher',
  'Drift',
  'Echo',
  'Fjord',
  'Granite',
  'Halo',
  'Iris',
  'Juniper',
  'Kite',
  'Lotus',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Prism',
  'Quill',
  'Raven',
  'Sable',
  'Tundra',
  'Umber',
  'Vesper',
  'Wren',
  'Zephyr',
  'Basalt',
  'Cedar',
  'Dune',
]
const SECOND = [
  'Wallet',
  'Vault',
  'Keys',
  'Pay',
  'Safe',
  'Pocket',
  'Ledger',
  'Purse',
  'Hub',
  'Pass',
  'Bank',
  'Link',
  'Fi',
  'One',
  'X',
]
const TLDS = ['com', 'io', 'app', 'xyz', 'org']
const CHAINS = [
  'eip155:1',
  'eip155:10',
  'eip155:56',
  'eip155:137',
  'eip155:8453',
  'eip155:42161',
  'eip155:31337',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  'cosmos:cosmoshub-4',
]

// mulberry32: a tiny seeded generator, so the catalogue is the same on every machine.
function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function hex(seed: string, length: number): string {
  let out = ''
  let i = 0
  while (out.length < length) out += fnv1a(`${seed}:${i++}`).toString(16).padStart(8, '0')
  return out.slice(0, length)
}

const random = rng(20240607)
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
const used = new Set<string>()
const wallets = []
const images: Record<string, string> = {}

while (wallets.length < COUNT) {
  const base = `${pick(FIRST)} ${pick(SECOND)}`
  const name = used.has(base) ? `${base} ${Math.floor(random() * 90) + 10}` : base
  if (used.has(name)) continue
  used.add(name)
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '')
  const tld = pick(TLDS)
  const id = hex(`wallet:${name}`, 64)
  const imageId = `${hex(`image:${name}`, 8)}-${hex(`image2:${name}`, 4)}-${hex(`image3:${name}`, 4)}`
  const evm = random() < 0.8
  const chains = CHAINS.filter((c) => (c.startsWith('eip155') ? evm && random() < 0.7 : random() < 0.15))
  if (chains.length === 0) chains.push('eip155:1')
  const hasMobile = random() < 0.75
  const hasExtension = random() < 0.4
  wallets.push({
    id,
    name,
    homepage: `https://${slug}.example`,
    image_id: imageId,
    order: wallets.length + 1,
    rdns: hasExtension ? `${tld}.${slug}` : null,
    mobile_link: hasMobile ? `${slug}://` : null,
    desktop_link: random() < 0.2 ? `${slug}-desktop://` : null,
    webapp_link: random() < 0.15 ? `https://app.${slug}.example` : null,
    app_store: hasMobile ? `https://apps.example/ios/${slug}` : null,
    play_store: hasMobile ? `https://apps.example/android/${slug}` : null,
    chrome_store: hasExtension ? `https://extensions.example/${slug}` : null,
    chains,
    badge_type: random() < 0.15 ? 'certified' : 'none',
    supports_wc: random() < 0.85,
  })
  images[imageId] = badgeSvg(name, imageId)
}

writeFileSync(join(here, '../data/wallets.json'), `${JSON.stringify(wallets, null, 1)}\n`)
writeFileSync(join(here, '../data/wallet-images.json'), `${JSON.stringify(images, null, 1)}\n`)
console.log(`wrote ${wallets.length} wallets`)
