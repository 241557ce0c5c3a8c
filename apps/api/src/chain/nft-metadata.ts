import * as v from 'valibot'

/** Why a token's metadata could not be read; the token is still listed (it is owned), with a fallback name. */
export type MetadataError =
  | 'TOKEN_URI_FAILED' // tokenURI reverted or the contract has none
  | 'UNSUPPORTED_URI' // a scheme the service does not read (ipfs://, ar://, …)
  | 'METADATA_UNREACHABLE' // the URL did not answer, answered non-2xx, or too much
  | 'METADATA_INVALID' // not JSON, or not an object

export interface NftMetadata {
  name?: string
  description?: string
  /** A data URI the page can show without fetching anything. */
  image?: string
  collection?: string
}

export type MetadataResult = { ok: true; metadata: NftMetadata } | { ok: false; error: MetadataError }

export type Fetcher = (url: string, init: { signal: AbortSignal }) => Promise<Response>

/** Metadata documents and images larger than this are not read: a contract cannot make the service buffer more. */
export const MAX_METADATA_BYTES = 64 * 1024
export const MAX_IMAGE_BYTES = 256 * 1024
const FETCH_TIMEOUT_MS = 5_000
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'])

const text = v.pipe(v.string(), v.maxLength(500))
const MetadataSchema = v.looseObject({
  name: v.optional(v.union([text, v.number()])),
  description: v.optional(v.pipe(v.string(), v.maxLength(5000))),
  image: v.optional(v.string()),
  image_url: v.optional(v.string()),
  collection: v.optional(v.union([text, v.looseObject({ name: v.optional(text) })])),
})

interface DataUri {
  mediaType: string
  bytes: Uint8Array
}

/** Decodes an RFC 2397 data URI; a non-base64 body that is not valid percent-encoding is taken as written. */
export function parseDataUri(uri: string): DataUri | undefined {
  const match = /^data:([^,]*),([\s\S]*)$/.exec(uri)
  if (!match) return undefined
  const params = (match[1] ?? '').split(';')
  const mediaType = (params[0] || 'text/plain').trim().toLowerCase()
  const body = match[2] ?? ''
  if (params.slice(1).some((p) => p.trim().toLowerCase() === 'base64')) {
    if (!/^[A-Za-z0-9+/=\s_-]*$/.test(body)) return undefined
    return { mediaType, bytes: new Uint8Array(Buffer.from(body, 'base64')) }
  }
  let decoded = body
  try {
    decoded = decodeURIComponent(body)
  } catch {
    // Raw text with a stray '%' (common in on-chain SVG): kept as it is.
  }
  return { mediaType, bytes: new TextEncoder().encode(decoded) }
}

async function fetchLimited(fetcher: Fetcher, url: string, limit: number): Promise<DataUri | undefined> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS)
  try {
    const response = await fetcher(url, { signal: controller.signal })
    if (!response.ok || !response.body) return undefined
    const declared = Number(response.headers.get('content-length') ?? '0')
    if (declared > limit) return undefined
    const chunks: Uint8Array[] = []
    let size = 0
    const reader = response.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel()
        return undefined
      }
      chunks.push(value)
    }
    const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    return { mediaType, bytes: new Uint8Array(Buffer.concat(chunks)) }
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

const isHttp = (uri: string) => /^https?:\/\//i.test(uri)

/**
 * The image as a base64 data URI, so the page never fetches it from the host the metadata names: a data URI is
 * re-encoded, an http(s) URL is fetched here (once, then cached with the metadata). Anything else, a type that is
 * not an image, or a file over MAX_IMAGE_BYTES gives no image.
 */
export async function imageAsDataUri(image: string, fetcher: Fetcher): Promise<string | undefined> {
  const data = image.startsWith('data:')
    ? parseDataUri(image)
    : isHttp(image)
      ? await fetchLimited(fetcher, image, MAX_IMAGE_BYTES)
      : undefined
  if (!data || !IMAGE_TYPES.has(data.mediaType) || data.bytes.byteLength > MAX_IMAGE_BYTES) return undefined
  return `data:${data.mediaType};base64,${Buffer.from(data.bytes).toString('base64')}`
}

/** Reads a token's metadata document from its tokenURI (a data URI or an http(s) URL). */
export async function readMetadata(tokenUri: string, fetcher: Fetcher): Promise<MetadataResult> {
  const uri = tokenUri.trim()
  if (uri === '') return { ok: false, error: 'TOKEN_URI_FAILED' }
  let document: DataUri | undefined
  if (uri.startsWith('data:')) {
    document = parseDataUri(uri)
    if (!document || document.bytes.byteLength > MAX_METADATA_BYTES) return { ok: false, error: 'METADATA_INVALID' }
  } else if (isHttp(uri)) {
    document = await fetchLimited(fetcher, uri, MAX_METADATA_BYTES)
    if (!document) return { ok: false, error: 'METADATA_UNREACHABLE' }
  } else {
    return { ok: false, error: 'UNSUPPORTED_URI' }
  }
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder().decode(document.bytes))
  } catch {
    return { ok: false, error: 'METADATA_INVALID' }
  }
  // valibot's object schemas accept arrays (they are objects): a list is not a metadata document.
  const parsed = Array.isArray(json) ? undefined : v.safeParse(MetadataSchema, json)
  if (!parsed?.success) return { ok: false, error: 'METADATA_INVALID' }
  const m = parsed.output
  const imageSource = m.image ?? m.image_url
  const image = imageSource ? await imageAsDataUri(imageSource, fetcher) : undefined
  const collection = typeof m.collection === 'string' ? m.collection : m.collection?.name
  return {
    ok: true,
    metadata: {
      ...(m.name === undefined ? {} : { name: String(m.name) }),
      ...(m.description === undefined ? {} : { description: m.description }),
      ...(image === undefined ? {} : { image }),
      ...(collection === undefined ? {} : { collection }),
    },
  }
}

// Airdropped spam lures the holder to a site: a link or a "claim your reward" line in what the wallet shows.
const LURE = /(https?:\/\/|www\.|\.(com|io|xyz|net|org|app|site|link|gift)\b|\b(claim|airdrop|reward|voucher|visit)\b)/i

/**
 * The spam flag: the contract is on the chain's configured spam list, or the token's name, collection or
 * description carries a lure (a link, or claim/airdrop/reward/voucher/visit). A heuristic, documented as one.
 */
export function isSpamNft(args: { contract: string; metadata?: NftMetadata; spamContracts?: readonly string[] }) {
  const contract = args.contract.toLowerCase()
  if (args.spamContracts?.some((c) => c.toLowerCase() === contract)) return true
  const m = args.metadata
  return [m?.name, m?.collection, m?.description].some((field) => field !== undefined && LURE.test(field))
}
