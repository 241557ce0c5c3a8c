import * as v from 'valibot'
import type { WalletEntry } from './catalogue'

/**
 * The wallet listing formats `catalogue:import` reads:
 * - the WalletConnect explorer's listings (`GET /v3/wallets`): `{ listings: { [id]: listing } }` (or an array),
 *   each with `mobile` / `desktop` `{ native, universal }`, `app` (`ios`, `android`, `chrome`, `browser`, …),
 *   `rdns`, `chains`, `image_id`;
 * - the flat entries `/getWallets` answers (`{ data: [...] }`, AppKit's shape and this service's own), so one
 *   deployment's catalogue can be copied into another.
 * Unknown fields are ignored; a bad entry is reported and skipped, never half-kept.
 */

const BLOCKED_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:'])

const empty = (s: string | null | undefined) => (s == null || s.trim() === '' ? null : s.trim())

/** A link a wallet row opens: an app scheme (`metamask://`) or a web address, never script or local content. */
const deepLink = v.pipe(
  v.nullish(v.string()),
  v.transform(empty),
  v.check((s) => s === null || s.length <= 512, 'is longer than 512 characters'),
  v.check((s) => {
    if (s === null) return true
    const scheme = /^([a-z][a-z0-9+.-]*:)\S*$/i.exec(s)?.[1]?.toLowerCase()
    return scheme !== undefined && !BLOCKED_SCHEMES.has(scheme)
  }, 'is not an app or web link'),
)

/** A page: https (or http) only. */
const webLink = v.pipe(
  v.nullish(v.string()),
  v.transform(empty),
  v.check((s) => {
    if (s === null) return true
    if (s.length > 512) return false
    try {
      const url = new URL(s)
      return url.protocol === 'https:' || url.protocol === 'http:'
    } catch {
      return false
    }
  }, 'is not a web address'),
)

const Id = v.pipe(v.string(), v.regex(/^[\w.:-]{1,128}$/, 'is not a catalogue id (letters, digits, _ . : -)'))
const printable = (s: string) => [...s].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
const Name = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'is empty'),
  v.maxLength(100, 'is longer than 100'),
  v.check(printable, 'holds a control character'),
)
const Rdns = v.pipe(
  v.nullish(v.string()),
  v.transform(empty),
  v.check((s) => s === null || /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(s), 'is not a reverse domain name'),
)
const Chains = v.pipe(
  v.nullish(v.array(v.string()), []),
  v.check(
    (chains) => chains.every((c) => /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(c)),
    'holds a chain that is not a CAIP-2 id',
  ),
)
const ImageId = v.nullish(v.pipe(v.string(), v.regex(/^[\w.:-]{1,128}$/, 'is not an image id')))
const LinkPair = v.nullish(v.object({ native: deepLink, universal: deepLink }))

const ExplorerListingSchema = v.object({
  id: Id,
  name: Name,
  homepage: webLink,
  image_id: ImageId,
  rdns: Rdns,
  chains: Chains,
  mobile: LinkPair,
  desktop: LinkPair,
  app: v.nullish(v.object({ browser: webLink, ios: webLink, android: webLink, chrome: webLink })),
  sdks: v.nullish(v.array(v.string())),
})

const FlatEntrySchema = v.object({
  id: Id,
  name: Name,
  homepage: webLink,
  image_id: ImageId,
  order: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))),
  rdns: Rdns,
  chains: Chains,
  mobile_link: deepLink,
  desktop_link: deepLink,
  webapp_link: webLink,
  app_store: webLink,
  play_store: webLink,
  chrome_store: webLink,
  badge_type: v.nullish(v.picklist(['none', 'certified'])),
  supports_wc: v.nullish(v.boolean()),
})

export interface ImportProblem {
  /** Position in the file (0-based) and the entry's id or name when it has one. */
  index: number
  entry: string
  message: string
}

export interface ParsedListing {
  entries: WalletEntry[]
  problems: ImportProblem[]
}

function listOf(document: unknown): unknown[] | undefined {
  if (Array.isArray(document)) return document
  if (document && typeof document === 'object') {
    const { listings, data } = document as { listings?: unknown; data?: unknown }
    if (Array.isArray(listings)) return listings
    if (listings && typeof listings === 'object') return Object.values(listings)
    if (Array.isArray(data)) return data
  }
  return undefined
}

const isExplorerListing = (raw: unknown) =>
  typeof raw === 'object' && raw !== null && ('mobile' in raw || 'desktop' in raw || 'app' in raw)

const monogramImageId = (id: string) => `wallet-${id.slice(0, 24)}`

/** An explorer listing in the flat shape: native links before universal ones, store pages from `app`. */
function flatten(l: v.InferOutput<typeof ExplorerListingSchema>): v.InferOutput<typeof FlatEntrySchema> {
  return {
    id: l.id,
    name: l.name,
    homepage: l.homepage ?? null,
    image_id: l.image_id ?? null,
    rdns: l.rdns ?? null,
    chains: l.chains,
    mobile_link: l.mobile?.native ?? l.mobile?.universal ?? null,
    desktop_link: l.desktop?.native ?? l.desktop?.universal ?? null,
    webapp_link: l.app?.browser ?? null,
    app_store: l.app?.ios ?? null,
    play_store: l.app?.android ?? null,
    chrome_store: l.app?.chrome ?? null,
    // The explorer has no certification field (the flat format's badge_type); `sdks` says whether it pairs.
    supports_wc: l.sdks ? l.sdks.some((s) => s.startsWith('sign_v2')) : null,
  }
}

function fromFlat(f: v.InferOutput<typeof FlatEntrySchema>, order: number): WalletEntry {
  return {
    id: f.id,
    name: f.name,
    homepage: f.homepage ?? '',
    image_id: f.image_id ?? monogramImageId(f.id),
    order: f.order ?? order,
    rdns: f.rdns ?? null,
    mobile_link: f.mobile_link ?? null,
    desktop_link: f.desktop_link ?? null,
    webapp_link: f.webapp_link ?? null,
    app_store: f.app_store ?? null,
    play_store: f.play_store ?? null,
    chrome_store: f.chrome_store ?? null,
    chains: f.chains,
    badge_type: f.badge_type ?? 'none',
    supports_wc: f.supports_wc ?? true,
  }
}

/** Reads a listing document: every valid entry (order: the file's, from 1), every bad one with its reason. */
export function parseListing(document: unknown): ParsedListing {
  const list = listOf(document)
  if (!list) {
    return {
      entries: [],
      problems: [
        { index: -1, entry: '', message: 'not a wallet listing: expected { listings }, { data } or an array' },
      ],
    }
  }
  const entries: WalletEntry[] = []
  const problems: ImportProblem[] = []
  const seen = new Set<string>()
  list.forEach((raw, index) => {
    const label = labelOf(raw)
    const explorer = isExplorerListing(raw)
    const result = explorer ? v.safeParse(ExplorerListingSchema, raw) : v.safeParse(FlatEntrySchema, raw)
    if (!result.success) {
      const issue = result.issues[0]
      const path = issue ? v.getDotPath(issue) : null
      problems.push({ index, entry: label, message: `${path ? `${path} ` : ''}${issue?.message ?? 'is malformed'}` })
      return
    }
    const flat = explorer
      ? flatten(result.output as v.InferOutput<typeof ExplorerListingSchema>)
      : (result.output as v.InferOutput<typeof FlatEntrySchema>)
    const entry = fromFlat(flat, index + 1)
    if (seen.has(entry.id)) {
      problems.push({ index, entry: label, message: 'id appears earlier in the file' })
      return
    }
    seen.add(entry.id)
    entries.push(entry)
  })
  return { entries, problems }
}

function labelOf(raw: unknown): string {
  if (typeof raw !== 'object' || raw === null) return ''
  const { id, name } = raw as { id?: unknown; name?: unknown }
  return typeof id === 'string' ? id : typeof name === 'string' ? name : ''
}
