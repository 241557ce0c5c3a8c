import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady, encodeAddress, sr25519PairFromSeed, sr25519Sign } from '@polkadot/util-crypto'
import {
  createMessenger,
  createServerStorage,
  createSIWX,
  isSIWXError,
  type SIWXConfig,
  type SIWXSession,
} from '@portico/siwx'
import { base58, createBase58check } from '@scure/base'
import { Address, Signer } from 'bip322-js'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PROJECT_ID } from '../src/store/seed'
import { DEV_KEY, SECOND_KEY, startTestApi } from './helpers'

// The real api on a free port, a clock the test moves, real signatures from the dev keys and from ed25519, sr25519
// and BIP-322 keys made here. The browser side is @portico/siwx's server storage with a fetch that keeps cookies the
// way a browser does for this origin.
const ORIGIN = 'http://localhost:5173'
const DOMAIN = 'localhost:5173'
let t = Date.parse('2026-11-22T08:00:00.000Z')
let harness: Awaited<ReturnType<typeof startTestApi>>

beforeAll(async () => {
  harness = await startTestApi({ now: () => t })
  await cryptoWaitReady()
}, 60_000)
afterAll(async () => {
  await harness?.api.close()
})

interface Browser {
  fetch: typeof fetch
  cookies: Map<string, string>
  setCookies: string[]
}

/** A cookie-keeping fetch that sends the page's Origin, as a browser would on a credentialed cross-origin call. */
function browser(origin = ORIGIN): Browser {
  const cookies = new Map<string, string>()
  const setCookies: string[] = []
  const wrapped: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers)
    headers.set('origin', origin)
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    const response = await fetch(input, { ...init, headers })
    for (const line of response.headers.getSetCookie()) {
      setCookies.push(line)
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      const value = pair.slice(eq + 1)
      if (/max-age=0/i.test(line) || value === '') cookies.delete(pair.slice(0, eq))
      else cookies.set(pair.slice(0, eq), value)
    }
    return response
  }
  return { fetch: wrapped, cookies, setCookies }
}

function client(b: Browser, domain = DOMAIN) {
  const storage = createServerStorage({ apiUrl: harness.api.url, projectId: DEV_PROJECT_ID, fetch: b.fetch })
  const siwx = createSIWX({
    messenger: createMessenger({
      domain,
      uri: `http://${domain}`,
      statement: 'Sign in to the Portico lab.',
      getNonce: () => storage.getNonce(),
      expiresInMs: 60 * 60_000,
      now: () => t,
    }),
    storage,
    now: () => t,
  })
  return { siwx, storage }
}

async function signed(
  siwx: SIWXConfig,
  chainId: SIWXSession['data']['chainId'],
  address: string,
  sign: (text: string) => Promise<string> | string,
): Promise<SIWXSession> {
  const message = await siwx.createMessage({ accountAddress: address, chainId })
  const text = message.toString()
  const { toString: _, ...data } = message
  return { data, message: text, signature: await sign(text) }
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'accepted'
  } catch (error) {
    return isSIWXError(error) ? error.code : String(error)
  }
}

const evm = privateKeyToAccount(DEV_KEY)
const evmSign = (text: string) => evm.signMessage({ message: text })

describe('SIWX on the real api', () => {
  it('nonce → verify issues an HTTP-only cookie; the session endpoint answers with it and only with it', async () => {
    const b = browser()
    const { siwx } = client(b)
    const session = await signed(siwx, 'eip155:1', evm.address, evmSign)
    await siwx.addSession(session)
    const cookie = b.setCookies.find((c) => c.startsWith('portico_siwx='))
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/Path=\/v1\/siwx/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).toMatch(/Max-Age=3600/)
    const sessions = await siwx.getSessions('eip155:1', evm.address)
    expect(sessions.map((s) => [s.message, s.signature])).toEqual([[session.message, session.signature]])
    // Another browser (no cookie) sees nothing.
    expect(await client(browser()).siwx.getSessions('eip155:1', evm.address)).toEqual([])
  })

  it('answers credentialed CORS for an allowed origin, including the preflight', async () => {
    const pre = await fetch(`${harness.api.url}/v1/siwx/verify?projectId=${DEV_PROJECT_ID}`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true')
  })

  it('a nonce is single use: the same signed message sent again is refused (NONCE_REUSED, 401)', async () => {
    const b = browser()
    const { siwx } = client(b)
    const session = await signed(siwx, 'eip155:1', evm.address, evmSign)
    await siwx.addSession(session)
    expect(await refusal(siwx.addSession(session))).toBe('NONCE_REUSED')
    const replay = await b.fetch(`${harness.api.url}/v1/siwx/verify?projectId=${DEV_PROJECT_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: session.message, signature: session.signature }),
    })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ error: 'NONCE_REUSED' })
  })

  it('a nonce is short-lived: signed after 5 minutes it is refused (NONCE_UNKNOWN); a made-up nonce too', async () => {
    const { siwx } = client(browser())
    const session = await signed(siwx, 'eip155:1', evm.address, evmSign)
    t += 5 * 60_000
    expect(await refusal(siwx.addSession(session))).toBe('NONCE_UNKNOWN')
    const fresh = await signed(siwx, 'eip155:1', evm.address, evmSign)
    const { formatMessage } = await import('@portico/siwx')
    const data = { ...fresh.data, nonce: 'madeUpNonce12345' }
    const text = formatMessage(data)
    expect(await refusal(siwx.addSession({ data, message: text, signature: await evmSign(text) }))).toBe(
      'NONCE_UNKNOWN',
    )
  })

  it('refuses expired, not-yet-valid, wrong-domain and wrongly signed messages with their codes', async () => {
    const b = browser()
    const { siwx, storage } = client(b)
    // Expired: the client's own check is bypassed by calling the storage directly, so the server decides.
    const old = await signed(siwx, 'eip155:1', evm.address, evmSign)
    t += 60 * 60_000
    expect(await refusal(storage.add(old))).toBe('EXPIRED')

    const early = createMessenger({
      domain: DOMAIN,
      uri: ORIGIN,
      getNonce: () => storage.getNonce(),
      notBeforeMs: 60_000,
      now: () => t,
    })
    const message = await early.createMessage({ accountAddress: evm.address, chainId: 'eip155:1' })
    const { toString: _, ...data } = message
    const text = message.toString()
    expect(await refusal(storage.add({ data, message: text, signature: await evmSign(text) }))).toBe('NOT_YET_VALID')

    const phishing = client(b, 'evil.example')
    const foreign = await signed(phishing.siwx, 'eip155:1', evm.address, evmSign)
    expect(await refusal(storage.add(foreign))).toBe('WRONG_DOMAIN')

    const second = privateKeyToAccount(SECOND_KEY)
    const forged = await signed(siwx, 'eip155:1', evm.address, (m) => second.signMessage({ message: m }))
    expect(await refusal(storage.add(forged))).toBe('INVALID_SIGNATURE')
    expect(await siwx.getSessions('eip155:1', evm.address)).toEqual([])
  })

  it('an origin the project does not allow is refused before any check (403)', async () => {
    const { siwx } = client(browser('https://evil.example'))
    expect(await refusal(siwx.createMessage({ accountAddress: evm.address, chainId: 'eip155:1' }))).toBe(
      'STORAGE_FAILED',
    )
  })

  it('verifies Solana (ed25519), Polkadot (sr25519) and Bitcoin (BIP-322) sign-ins with real keys', async () => {
    const b = browser()
    const { siwx } = client(b)

    const solSecret = ed25519.utils.randomSecretKey()
    const solAddress = base58.encode(ed25519.getPublicKey(solSecret))
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
    await siwx.addSession(
      await signed(siwx, solana, solAddress, (m) =>
        base58.encode(ed25519.sign(new TextEncoder().encode(m), solSecret)),
      ),
    )

    const pair = sr25519PairFromSeed(crypto.getRandomValues(new Uint8Array(32)))
    const dotAddress = encodeAddress(pair.publicKey, 0)
    const polkadot = 'polkadot:91b171bb158e2d3848fa23a9f1c25182' as const
    await siwx.addSession(
      await signed(siwx, polkadot, dotAddress, (m) => u8aToHex(sr25519Sign(new TextEncoder().encode(m), pair))),
    )

    const btcSecret = secp256k1.utils.randomSecretKey()
    const wif = createBase58check(sha256).encode(new Uint8Array([0x80, ...btcSecret, 0x01]))
    const btcAddress = Address.convertPubKeyIntoAddress(
      Buffer.from(secp256k1.getPublicKey(btcSecret, true)),
      'p2wpkh',
    ).mainnet
    const bitcoin = 'bip122:000000000019d6689c085ae165831e93' as const
    await siwx.addSession(await signed(siwx, bitcoin, btcAddress, (m) => String(Signer.sign(wif, btcAddress, m))))

    expect(await siwx.getSessions(solana, solAddress)).toHaveLength(1)
    expect(await siwx.getSessions(polkadot, dotAddress)).toHaveLength(1)
    expect(await siwx.getSessions(bitcoin, btcAddress)).toHaveLength(1)

    // A Solana signature by another key is refused.
    const other = ed25519.utils.randomSecretKey()
    const bad = await signed(siwx, solana, solAddress, (m) =>
      base58.encode(ed25519.sign(new TextEncoder().encode(m), other)),
    )
    expect(await refusal(siwx.addSession(bad))).toBe('INVALID_SIGNATURE')
  })

  it('revoke signs one account out (others stay); revoking the last clears the cookie', async () => {
    const b = browser()
    const { siwx } = client(b)
    const second = privateKeyToAccount(SECOND_KEY)
    await siwx.addSession(await signed(siwx, 'eip155:1', evm.address, evmSign))
    await siwx.addSession(await signed(siwx, 'eip155:1', second.address, (m) => second.signMessage({ message: m })))
    expect(await siwx.getSessions('eip155:1', second.address)).toHaveLength(1)
    await siwx.revokeSession('eip155:1', evm.address)
    expect(await siwx.getSessions('eip155:1', evm.address)).toEqual([])
    expect(await siwx.getSessions('eip155:1', second.address)).toHaveLength(1)
    expect(b.cookies.has('portico_siwx')).toBe(true)
    await siwx.revokeSession('eip155:1', second.address)
    expect(b.cookies.has('portico_siwx')).toBe(false)
    expect(await siwx.getSessions('eip155:1', second.address)).toEqual([])
  })

  it('sessions end at the message expiry; each sign-in issues a fresh cookie token and keeps earlier sessions', async () => {
    const b = browser()
    const { siwx } = client(b)
    await siwx.addSession(await signed(siwx, 'eip155:1', evm.address, evmSign))
    const first = b.cookies.get('portico_siwx')
    await siwx.addSession(await signed(siwx, 'eip155:10', evm.address, evmSign))
    expect(b.cookies.get('portico_siwx')).not.toBe(first)
    expect(await siwx.getSessions('eip155:1', evm.address)).toHaveLength(1)
    // The old token no longer opens anything.
    const stale = await fetch(`${harness.api.url}/v1/siwx/session?projectId=${DEV_PROJECT_ID}`, {
      headers: { cookie: `portico_siwx=${first}` },
    })
    expect(await stale.json()).toEqual({ sessions: [] })
    t += 60 * 60_000
    expect(await siwx.getSessions('eip155:1', evm.address)).toEqual([])
  })
})
