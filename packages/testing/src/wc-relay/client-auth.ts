import { createPublicKey, verify } from 'node:crypto'
import { base58 } from '@scure/base'

// did:key for an Ed25519 key: multibase base58btc ('z') of the multicodec prefix 0xed 0x01 and the 32-byte key.
const DID_KEY_PREFIX = 'did:key:z'
const ED25519_MULTICODEC = [0xed, 0x01]

export type AuthResult = { ok: true; clientId: string } | { ok: false; reason: string }

/** The hosted relay's words for a token issued ahead of its clock; clients match on them. */
export const JWT_NOT_YET_VALID = 'JWT validation error: JWT Token is not yet valid'
/** How far ahead of the relay's clock a token's `iat` may be. */
export const JWT_CLOCK_TOLERANCE_SEC = 60

function decodeSegment(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

/** The 32-byte Ed25519 public key inside a did:key issuer, or undefined when it is not one. */
export function publicKeyOfIss(iss: string): Uint8Array | undefined {
  if (!iss.startsWith(DID_KEY_PREFIX)) return undefined
  let bytes: Uint8Array
  try {
    bytes = base58.decode(iss.slice(DID_KEY_PREFIX.length))
  } catch {
    return undefined
  }
  if (bytes.length !== 34 || bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1]) return undefined
  return bytes.slice(2)
}

export function issOfPublicKey(publicKey: Uint8Array): string {
  return DID_KEY_PREFIX + base58.encode(Uint8Array.from([...ED25519_MULTICODEC, ...publicKey]))
}

/** The `iss` of a JWT, without checking anything else. */
export function issOfJwt(jwt: string | null): string | undefined {
  const payload = jwt ? (decodeSegment(jwt.split('.')[1] ?? '') as { iss?: unknown } | undefined) : undefined
  return typeof payload?.iss === 'string' && payload.iss.length > 0 ? payload.iss : undefined
}

/**
 * Checks the relay auth JWT a client puts in the connection URL (`?auth=`): EdDSA over `header.payload` by the key
 * named in `iss`, not expired. The client id is that `iss`; subscription ids are derived from it, so a client
 * cannot take another's id without its key.
 */
export function verifyClientJwt(jwt: string | null, now = Date.now()): AuthResult {
  if (!jwt) return { ok: false, reason: 'missing auth' }
  const parts = jwt.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'malformed auth' }
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts
  const header = decodeSegment(headerPart) as { alg?: unknown } | undefined
  const payload = decodeSegment(payloadPart) as { iss?: unknown; exp?: unknown; iat?: unknown } | undefined
  if (header?.alg !== 'EdDSA' || typeof payload?.iss !== 'string') return { ok: false, reason: 'malformed auth' }
  if (typeof payload.exp === 'number' && payload.exp * 1000 < now) return { ok: false, reason: 'expired auth' }
  if (typeof payload.iat === 'number' && (payload.iat - JWT_CLOCK_TOLERANCE_SEC) * 1000 > now)
    return { ok: false, reason: JWT_NOT_YET_VALID }
  const publicKey = publicKeyOfIss(payload.iss)
  if (!publicKey) return { ok: false, reason: 'auth issuer is not an Ed25519 did:key' }
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })
  const signature = Buffer.from(signaturePart, 'base64url')
  const valid = verify(null, Buffer.from(`${headerPart}.${payloadPart}`), key, signature)
  return valid ? { ok: true, clientId: payload.iss } : { ok: false, reason: 'bad auth signature' }
}
