import { describe, expect, it } from 'vitest'
import {
  createMemoryNonceStore,
  createMemoryStorage,
  createMessenger,
  createSIWX,
  formatMessage,
  type SIWXErrorCode,
  type SIWXSession,
} from '../src'
import { createEvmVerifier } from '../src/evm'
import { devAccount } from './support/dev-accounts'

const account = devAccount(0)
const chainId = 'eip155:31337' as const
const HOUR = 60 * 60_000

// A clock the test moves by hand, so expiry and not-before are checked at exact instants.
function setup({ notBeforeMs, domain = 'lab.portico.test' }: { notBeforeMs?: number; domain?: string } = {}) {
  let t = Date.parse('2026-11-22T08:00:00.000Z')
  const now = () => t
  const nonces = createMemoryNonceStore({ now })
  const storage = createMemoryStorage()
  const messenger = createMessenger({
    domain,
    uri: `https://${domain}`,
    statement: 'Sign in to the Portico lab.',
    getNonce: () => nonces.issue(),
    expiresInMs: HOUR,
    ...(notBeforeMs !== undefined ? { notBeforeMs } : {}),
    now,
  })
  const siwx = createSIWX({
    messenger,
    storage,
    nonces,
    verifiers: [createEvmVerifier()],
    domains: ['lab.portico.test'],
    required: true,
    signOutOnDisconnect: true,
    now,
  })
  const sign = async (address = account.address): Promise<SIWXSession> => {
    const message = await siwx.createMessage({ accountAddress: address.toLowerCase(), chainId })
    const text = message.toString()
    const { toString: _, ...data } = message
    return { data, message: text, signature: await account.signMessage({ message: text }) }
  }
  return { siwx, storage, sign, advance: (ms: number) => (t += ms) }
}

async function codeOf(promise: Promise<unknown>): Promise<SIWXErrorCode | 'none'> {
  try {
    await promise
    return 'none'
  } catch (error) {
    return (error as { code: SIWXErrorCode }).code
  }
}

describe('createSIWX', () => {
  it('signs in: the message names the checksummed account, the session is stored and read back', async () => {
    const { siwx, sign } = setup()
    const session = await sign()
    expect(session.data.accountAddress).toBe(account.address)
    expect(session.data.expirationTime).toBe('2026-11-22T09:00:00.000Z')
    await siwx.addSession(session)
    expect(await siwx.getSessions(chainId, account.address.toLowerCase())).toEqual([session])
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
    expect(siwx.getRequired?.()).toBe(true)
    expect(siwx.signOutOnDisconnect).toBe(true)
  })

  it('refuses a replayed signed message (nonce reuse) with NONCE_REUSED', async () => {
    const { siwx, sign } = setup()
    const session = await sign()
    await siwx.addSession(session)
    expect(await codeOf(siwx.addSession(session))).toBe('NONCE_REUSED')
  })

  it('refuses a nonce it never issued with NONCE_UNKNOWN', async () => {
    const { siwx, sign } = setup()
    const session = await sign()
    // A well-formed, correctly signed message whose nonce this page never handed out.
    const data = { ...session.data, nonce: 'abcdefgh12345678' }
    const text = formatMessage(data)
    expect(
      await codeOf(siwx.addSession({ data, message: text, signature: await account.signMessage({ message: text }) })),
    ).toBe('NONCE_UNKNOWN')
  })

  it('refuses an expired message with EXPIRED, and drops the stored session once it expires', async () => {
    const { siwx, sign, advance } = setup()
    const late = await sign()
    advance(HOUR)
    expect(await codeOf(siwx.addSession(late))).toBe('EXPIRED')
    const fresh = await sign()
    await siwx.addSession(fresh)
    expect(await siwx.getSessions(chainId, account.address)).toHaveLength(1)
    advance(HOUR)
    expect(await siwx.getSessions(chainId, account.address)).toEqual([])
  })

  it('refuses a not-yet-valid message with NOT_YET_VALID, accepts it once valid', async () => {
    const { siwx, sign, advance } = setup({ notBeforeMs: 5 * 60_000 })
    const session = await sign()
    expect(await codeOf(siwx.addSession(session))).toBe('NOT_YET_VALID')
    advance(5 * 60_000)
    expect(await codeOf(siwx.addSession(session))).toBe('none')
  })

  it('refuses a message for another domain with WRONG_DOMAIN', async () => {
    const { siwx } = setup()
    const phishing = setup({ domain: 'evil.example' })
    const session = await phishing.sign()
    expect(await codeOf(siwx.addSession(session))).toBe('WRONG_DOMAIN')
  })

  it('refuses a signature by another key (INVALID_SIGNATURE) and edited data (MESSAGE_MISMATCH)', async () => {
    const { siwx, sign } = setup()
    const session = await sign()
    const other = devAccount(1)
    expect(
      await codeOf(siwx.addSession({ ...session, signature: await other.signMessage({ message: session.message }) })),
    ).toBe('INVALID_SIGNATURE')
    expect(await codeOf(siwx.addSession({ ...session, data: { ...session.data, statement: 'Other' } }))).toBe(
      'MESSAGE_MISMATCH',
    )
  })

  it('refuses a namespace it has no verifier for with NO_VERIFIER', async () => {
    const { siwx } = setup()
    const message = await siwx.createMessage({
      accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    const { toString: _, ...data } = message
    expect(await codeOf(siwx.addSession({ data, message: message.toString(), signature: 'x' }))).toBe('NO_VERIFIER')
  })

  it('revokeSession and setSessions([]) sign out; setSessions verifies what it stores', async () => {
    const { siwx, sign } = setup()
    await siwx.addSession(await sign())
    await siwx.revokeSession(chainId, account.address)
    expect(await siwx.getSessions(chainId, account.address)).toEqual([])
    const session = await sign()
    await siwx.setSessions([session])
    expect(await siwx.getSessions(chainId, account.address)).toEqual([session])
    await siwx.setSessions([])
    expect(await siwx.getSessions(chainId, account.address)).toEqual([])
    expect(await codeOf(siwx.setSessions([{ ...session, signature: '0x00' }]))).toBe('INVALID_SIGNATURE')
  })
})
