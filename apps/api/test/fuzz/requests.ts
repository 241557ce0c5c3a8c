import fc from 'fast-check'
import { privateKeyToAccount } from 'viem/accounts'
import { registerSessionMessage } from '../../src/sessions/messages'
import { DEV_PROJECT_ID, SERVER_ERROR_PROJECT_ID } from '../../src/store/seed'
import { DEV_KEY } from '../helpers'
import { cursor, edgeNumber, edgeString, jsonValue, mutated, PROTOTYPE_KEYS, shortString } from './arbitraries'

export interface Route {
  method: string
  path: string
}

export interface FuzzRequest {
  route: Route
  method: string
  /** Path and query, percent-encoded. */
  target: string
  projectId: string | undefined
  headers: Record<string, string>
  body: string | undefined
  /** Bodies whose signature the test makes just before sending, so the fuzzed fields get past signature checks. */
  signed?: 'registration' | 'smart-session' | 'siwx'
  unsigned?: Record<string, unknown>
}

const owner = privateKeyToAccount(DEV_KEY)
const ADDRESS = owner.address
const PCI = '0x01020304'

/** Percent-encodes, and sends an invalid UTF-8 escape for text encodeURIComponent refuses (lone surrogates). */
export function encode(s: string): string {
  try {
    return encodeURIComponent(s)
  } catch {
    return '%ED%A0%80'
  }
}

const valid = <T>(value: T, weight = 1) => ({ weight, arbitrary: fc.constant(value) })
const fuzzed = (weight = 2) => ({ weight, arbitrary: edgeString })
const textOf = fc.oneof(edgeString, edgeNumber.map(String))

// Values that pass each path parameter's check, so what comes after it runs too.
const PARAM_VALUES: Record<string, fc.Arbitrary<string>> = {
  id: fc.oneof(valid('metamask'), fuzzed(), fc.constantFrom(...PROTOTYPE_KEYS)),
  address: fc.oneof(valid(ADDRESS), fuzzed()),
  account: fc.oneof(valid(ADDRESS), fuzzed()),
  name: fc.oneof(valid('alice'), valid('alice.portico.id'), valid('vitalik.eth'), fuzzed()),
  pci: fc.oneof(valid(PCI), fuzzed()),
}

const QUERY_VALUES: Record<string, fc.Arbitrary<string>> = {
  chainId: fc.oneof(valid('eip155:31337', 2), valid('31337'), fuzzed()),
  cursor: fc.oneof(cursor, fuzzed(1)),
  limit: textOf,
  page: textOf,
  entries: textOf,
  include: textOf,
  exclude: textOf,
  search: textOf,
  badge_type: fc.oneof(valid('certified'), fuzzed()),
  chains: textOf,
  currency: fc.oneof(valid('usd'), fuzzed()),
  forceUpdate: textOf,
  zone: fc.oneof(valid('portico.id'), fuzzed()),
  address: fc.oneof(valid(ADDRESS), fuzzed()),
  st: textOf,
  sv: textOf,
}
const queryKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...Object.keys(QUERY_VALUES)) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
)
const query = fc
  .uniqueArray(queryKey, { maxLength: 4 })
  .chain((keys) =>
    fc.tuple(
      ...keys.map((k) =>
        (Object.hasOwn(QUERY_VALUES, k) ? (QUERY_VALUES[k] as fc.Arbitrary<string>) : textOf).map(
          (value) => [k, value] as const,
        ),
      ),
    ),
  )

const rpcCall = (id: number) => ({ jsonrpc: '2.0', id, method: 'eth_chainId', params: [] })

// Well-formed bodies of the POST routes; the fuzz replaces some of their fields.
const BODIES: Record<string, { template: Record<string, unknown>; signed?: FuzzRequest['signed'] }> = {
  '/e': {
    template: {
      eventId: 'fuzz',
      url: 'http://localhost/',
      domain: 'localhost',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'INITIALIZE', properties: { connected: false } },
    },
  },
  '/v1/profile/account': {
    template: { coin_type: 60, address: ADDRESS, name: 'fuzz-name', attributes: {}, timestamp: 'now' },
    signed: 'registration',
  },
  '/v1/sessions': {
    template: { pci: PCI, address: ADDRESS, chainId: 'eip155:31337', expiry: 'future' },
    signed: 'smart-session',
  },
  '/v1/sessions/:pci/revoke': { template: { pci: PCI, signature: `0x${'11'.repeat(65)}` } },
  '/v1/siwx/verify': {
    template: {
      domain: 'localhost:5173',
      reference: '31337',
      nonce: 'issued',
      issuedAt: 'now',
      expirationTime: '2099-01-01T00:00:00.000Z',
    },
    signed: 'siwx',
  },
  '/v1/siwx/revoke': { template: { chainId: 'eip155:31337', address: ADDRESS } },
  '/v1/fungible/price': { template: { currency: 'usd', addresses: [`eip155:31337:${ADDRESS}`] } },
  '/v1': { template: rpcCall(1) },
}

const anyBody = fc.oneof(
  jsonValue.map((v) => JSON.stringify(v)),
  fc.constantFrom('', 'not json', '{', '{"a":', '[[[[[[[[[[', `${'['.repeat(20_000)}${']'.repeat(20_000)}`),
  edgeString,
)

function bodyFor(route: Route): fc.Arbitrary<Pick<FuzzRequest, 'body' | 'signed' | 'unsigned'>> {
  const known = Object.hasOwn(BODIES, route.path) ? BODIES[route.path] : undefined
  const raw = anyBody.map((body) => ({ body }))
  if (!known) return raw
  const fields = mutated(known.template)
  const shaped = known.signed
    ? fields.map((unsigned) => ({ body: undefined, signed: known.signed, unsigned }))
    : fields.map((value) => ({ body: JSON.stringify(value) }))
  const rpcBatch = fc
    .array(mutated(rpcCall(2)), { minLength: 1, maxLength: 3 })
    .map((b) => ({ body: JSON.stringify(b) }))
  return route.path === '/v1' ? fc.oneof(shaped, rpcBatch, raw) : fc.oneof({ weight: 3, arbitrary: shaped }, raw)
}

function pathFor(route: Route): fc.Arbitrary<string> {
  const segments = route.path.split('/').map((segment): fc.Arbitrary<string> => {
    if (segment.startsWith(':')) return (PARAM_VALUES[segment.slice(1)] ?? edgeString).map(encode)
    if (segment === '*') return fc.oneof(fc.constant('quote'), edgeString.map(encode))
    return fc.constant(segment)
  })
  return fc.tuple(...segments).map((parts) => parts.join('/'))
}

const projectId = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | undefined>(DEV_PROJECT_ID) },
  { weight: 1, arbitrary: fc.constant<string | undefined>(SERVER_ERROR_PROJECT_ID) },
  { weight: 1, arbitrary: fc.constant<string | undefined>(undefined) },
  { weight: 1, arbitrary: shortString.map<string | undefined>((s) => s) },
)

// Mostly a page of an allowed origin, or no browser at all; a refused origin stops a request early, so it is rarer.
const headers = fc.record(
  {
    origin: fc.oneof(
      { weight: 4, arbitrary: fc.constant('http://localhost:5173') },
      { weight: 1, arbitrary: fc.constant('https://evil.example') },
      { weight: 1, arbitrary: shortString },
    ),
    cookie: fc.oneof(
      fc.constant(`portico_siwx=${'a'.repeat(64)}`),
      shortString.map((s) => `portico_siwx=${encode(s)}`),
    ),
    'content-type': fc.constantFrom('application/json', 'application/json', 'text/plain'),
  },
  { requiredKeys: [] },
)

/** One request to `route`, its method, path parameters, query, project, headers and body drawn from the edges. */
export function requestFor(route: Route): fc.Arbitrary<FuzzRequest> {
  const methods = route.method === 'ALL' ? ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] : [route.method]
  return fc
    .record({
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...methods) },
        { weight: 1, arbitrary: fc.constant('OPTIONS') },
      ),
      path: pathFor(route),
      query,
      projectId,
      headers,
      body: bodyFor(route),
    })
    .map(({ method, path, query, projectId, headers, body }) => {
      const params = [...query, ...(projectId === undefined ? [] : [['projectId', projectId] as const])]
      const search = params.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')
      const sendsBody = method !== 'GET' && method !== 'OPTIONS'
      const safeHeaders = Object.fromEntries(Object.entries(headers).filter(([, v]) => /^[\t\x20-\x7e]*$/.test(v)))
      return {
        route,
        method,
        target: search ? `${path}?${search}` : path,
        projectId,
        headers: safeHeaders,
        ...(sendsBody ? body : { body: undefined }),
      }
    })
}

/** Random paths that match no route, or match one by accident. */
export const strayRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(fc.array(edgeString.map(encode), { minLength: 1, maxLength: 4 }), fc.constantFrom('GET', 'POST', 'DELETE'))
  .map(([segments, method]) => ({
    route: { method: 'stray', path: '/*' },
    method,
    target: `/${segments.join('/')}?projectId=${DEV_PROJECT_ID}`,
    projectId: DEV_PROJECT_ID,
    headers: {},
    body: method === 'GET' ? undefined : '{}',
  }))

/** Text of any JSON value, the way a client that interpolates without checking would write it. */
const text = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'))

/** The body to send: signs the fields of a signed body the way a real client would, so the fuzz reaches the store. */
export async function bodyOf(
  request: FuzzRequest,
  now: number,
  issueNonce: () => Promise<string>,
): Promise<string | undefined> {
  const u = request.unsigned
  if (!request.signed || !u) return request.body
  const nowSec = Math.floor(now / 1000)
  if (request.signed === 'registration') {
    const timestamp = u.timestamp === 'now' ? nowSec : u.timestamp
    const message = JSON.stringify({ name: u.name, attributes: u.attributes, timestamp })
    const signature = await owner.signMessage({ message })
    return JSON.stringify({ coin_type: u.coin_type, address: u.address, message, signature })
  }
  if (request.signed === 'smart-session') {
    const expiry = u.expiry === 'future' ? nowSec + 3600 : u.expiry
    const message = registerSessionMessage({
      pci: text(u.pci),
      chainId: text(u.chainId),
      expiry: typeof expiry === 'number' ? expiry : 0,
    })
    const signature = await owner.signMessage({ message })
    return JSON.stringify({ pci: u.pci, address: u.address, chainId: u.chainId, expiry, signature })
  }
  const issuedAt = u.issuedAt === 'now' ? new Date(now).toISOString() : u.issuedAt
  const message = [
    `${text(u.domain)} wants you to sign in with your Ethereum account:`,
    ADDRESS,
    '',
    '',
    `URI: http://${text(u.domain)}`,
    'Version: 1',
    `Chain ID: ${text(u.reference)}`,
    `Nonce: ${u.nonce === 'issued' ? await issueNonce() : text(u.nonce)}`,
    `Issued At: ${text(issuedAt)}`,
    `Expiration Time: ${text(u.expirationTime)}`,
  ].join('\n')
  return JSON.stringify({ message, signature: await owner.signMessage({ message }) })
}
