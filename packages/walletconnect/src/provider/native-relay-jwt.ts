import {
  decodeSig,
  encodeData,
  encodeIss,
  encodeJWT,
  JWT_IRIDIUM_ALG,
  JWT_IRIDIUM_TYP,
} from '@walletconnect/relay-auth'
import type { ICore } from '@walletconnect/types'

/** The lifetime @walletconnect/core gives its relay auth JWT (ONE_DAY of @walletconnect/time). */
export const RELAY_JWT_TTL_SECONDS = 86_400

// DER of an Ed25519 PrivateKeyInfo (RFC 8410) up to the 32-byte seed, which follows.
const PKCS8_ED25519_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
])

/** The seed as a WebCrypto signing key, with its public key (a private key's JWK carries it as `x`). */
async function importSeed(seed: Uint8Array): Promise<{ key: CryptoKey; publicKey: Uint8Array }> {
  const pkcs8 = new Uint8Array(PKCS8_ED25519_PREFIX.length + seed.length)
  pkcs8.set(PKCS8_ED25519_PREFIX)
  pkcs8.set(seed, PKCS8_ED25519_PREFIX.length)
  const key = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign'])
  const { x } = await crypto.subtle.exportKey('jwk', key)
  if (!x) throw new Error('WebCrypto exported no Ed25519 public key')
  return { key, publicKey: decodeSig(x) }
}

/** The client id (did:key of the seed's public key), as @walletconnect/core derives it, through WebCrypto. */
export async function relayClientId(seed: Uint8Array): Promise<string> {
  return encodeIss((await importSeed(seed)).publicKey)
}

/**
 * The relay auth JWT, exactly as @walletconnect/relay-auth's `signJWT` makes it (same fields, same encoding, and an
 * Ed25519 signature is deterministic, so the same bytes), but signed by the browser's WebCrypto. relay-auth signs
 * with its own bundled copy of noble, whose first use of the base point builds an 8-bit window table: ~40 ms of the
 * click → QR budget, on every page load, for a handful of multiplications.
 */
export async function signRelayJwt(
  seed: Uint8Array,
  sub: string,
  aud: string,
  ttlSeconds: number,
  iat = Math.floor(Date.now() / 1000),
): Promise<string> {
  const { key, publicKey } = await importSeed(seed)
  const header = { alg: JWT_IRIDIUM_ALG, typ: JWT_IRIDIUM_TYP }
  const payload = { iss: encodeIss(publicKey), sub, aud, iat, exp: iat + ttlSeconds }
  // Copied into a plain ArrayBuffer, which is what WebCrypto takes.
  const data = new Uint8Array(encodeData({ header, payload }))
  const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', key, data))
  return encodeJWT({ header, payload, signature })
}

// What core.crypto holds besides ICrypto: all of it has been there through the 2.x SDK; if a release drops any,
// the SDK's own methods stay in place.
interface CoreCrypto {
  signJWT: (aud: string) => Promise<string>
  getClientId: () => Promise<string>
  getClientSeed?: () => Promise<Uint8Array>
  randomSessionIdentifier?: unknown
  clientId?: unknown
}

/**
 * Makes the core derive its client id and sign its relay JWT through WebCrypto (both otherwise go through
 * relay-auth's noble, see signRelayJwt). Where the platform has no Ed25519 (older browsers), the core is not
 * initialised, or anything else fails, the SDK's own method answers, so connecting never depends on this.
 */
export function installNativeRelayJwt(core: ICore): void {
  const coreCrypto = core.crypto as unknown as CoreCrypto
  const getClientSeed = coreCrypto.getClientSeed
  if (typeof getClientSeed !== 'function' || typeof globalThis.crypto?.subtle?.importKey !== 'function') return
  const sdk = { signJWT: coreCrypto.signJWT, getClientId: coreCrypto.getClientId }
  // Not initialised yet (the seed lives in the keychain): the SDK's method raises its own error for that.
  const seed = () => getClientSeed.call(coreCrypto)

  coreCrypto.getClientId = async () => {
    if (typeof coreCrypto.clientId === 'string' && coreCrypto.clientId) return sdk.getClientId()
    try {
      const id = await relayClientId(await seed())
      coreCrypto.clientId = id
      return id
    } catch {
      return sdk.getClientId()
    }
  }
  coreCrypto.signJWT = async (aud: string) => {
    const sub = coreCrypto.randomSessionIdentifier
    if (typeof sub !== 'string') return sdk.signJWT(aud)
    try {
      return await signRelayJwt(await seed(), sub, aud, RELAY_JWT_TTL_SECONDS)
    } catch {
      return sdk.signJWT(aud)
    }
  }
}
