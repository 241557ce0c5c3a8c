import { randomBytes } from 'node:crypto'
import { localEvm } from '@portico/common/networks'
import { MemoryKeyValueStorage } from '@portico/testing/wc-wallet'
import { decodeJWT, encodeIss, generateKeyPair, signJWT, verifyJWT } from '@walletconnect/relay-auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCore } from './load-provider'
import { RELAY_JWT_TTL_SECONDS, relayClientId, signRelayJwt } from './native-relay-jwt'

let n = 0
const newCore = () =>
  createCore({
    projectId: 'test',
    metadata: { name: 'dapp', description: 'relay JWT test', url: 'http://127.0.0.1', icons: [] },
    relayUrl: 'ws://127.0.0.1:1',
    networks: [localEvm],
    storage: new MemoryKeyValueStorage(),
    // The SDK keeps one core per storage prefix in a global: every test needs its own.
    storagePrefix: `jwt-${process.pid}-${++n}`,
  })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('signRelayJwt', () => {
  it('makes the very JWT relay-auth makes from the same seed (Ed25519 is deterministic), and it verifies', async () => {
    for (let i = 0; i < 5; i++) {
      const seed = new Uint8Array(randomBytes(32))
      const sub = randomBytes(32).toString('hex')
      const aud = 'wss://relay.example'
      const iat = 1_764_000_000 + i
      const ours = await signRelayJwt(seed, sub, aud, RELAY_JWT_TTL_SECONDS, iat)
      expect(ours).toBe(await signJWT(sub, aud, RELAY_JWT_TTL_SECONDS, generateKeyPair(seed), iat))
      expect(await verifyJWT(ours)).toBe(true)
    }
  })

  it('relayClientId is the did:key relay-auth derives from the same seed', async () => {
    for (let i = 0; i < 5; i++) {
      const seed = new Uint8Array(randomBytes(32))
      expect(await relayClientId(seed)).toBe(encodeIss(generateKeyPair(seed).publicKey))
    }
  })

  it('a JWT with a changed payload no longer verifies (the check above can fail)', async () => {
    const jwt = await signRelayJwt(new Uint8Array(randomBytes(32)), 'sub', 'wss://relay.example', 60)
    const [header, , signature] = jwt.split('.')
    const forged = Buffer.from(JSON.stringify({ ...decodeJWT(jwt).payload, aud: 'wss://other.example' })).toString(
      'base64url',
    )
    expect(await verifyJWT(`${header}.${forged}.${signature}`)).toBe(false)
  })
})

describe("a core's relay JWT", () => {
  it('is signed through WebCrypto, by the key of the client id the core reports (also from WebCrypto)', async () => {
    const core = newCore()
    await core.crypto.init()
    const sign = vi.spyOn(globalThis.crypto.subtle, 'sign')
    const importKey = vi.spyOn(globalThis.crypto.subtle, 'importKey')
    const jwt = await core.crypto.signJWT('ws://127.0.0.1:1')
    expect(sign).toHaveBeenCalledTimes(1)
    const clientId = await core.crypto.getClientId()
    expect(importKey).toHaveBeenCalledTimes(2)
    expect(await core.crypto.getClientId()).toBe(clientId)
    expect(importKey).toHaveBeenCalledTimes(2)
    const { payload } = decodeJWT(jwt)
    expect(payload.iss).toBe(clientId)
    expect(payload.aud).toBe('ws://127.0.0.1:1')
    expect(payload.exp - payload.iat).toBe(RELAY_JWT_TTL_SECONDS)
    expect(await verifyJWT(jwt)).toBe(true)
  })

  it("falls back to the SDK's own signer where WebCrypto has no Ed25519", async () => {
    const core = newCore()
    await core.crypto.init()
    const importKey = vi
      .spyOn(globalThis.crypto.subtle, 'importKey')
      .mockRejectedValue(new DOMException('Unrecognized name.', 'NotSupportedError'))
    const jwt = await core.crypto.signJWT('ws://127.0.0.1:1')
    const clientId = await core.crypto.getClientId()
    expect(importKey).toHaveBeenCalledTimes(2)
    expect(clientId).toMatch(/^did:key:z6Mk/)
    expect(decodeJWT(jwt).payload.iss).toBe(clientId)
    expect(await verifyJWT(jwt)).toBe(true)
  })

  it("before the core is initialised, both reject with the SDK's own error", async () => {
    const core = newCore()
    await expect(core.crypto.signJWT('ws://127.0.0.1:1')).rejects.toThrow(/not initialized/i)
    await expect(core.crypto.getClientId()).rejects.toThrow(/not initialized/i)
  })
})
