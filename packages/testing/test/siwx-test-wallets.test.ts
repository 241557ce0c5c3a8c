// The SIWX verifiers of @portico/siwx fed by this package's own test wallets, the same wallets the adapters and the
// e2e specs talk to: a Solana wallet (ed25519, signature base58 as adapter-solana hands it on), a regtest Bitcoin
// wallet (BIP-322 simple over bcrt1 addresses, via its sats-connect `signMessage`) and a polkadot{.js} extension
// (sr25519 over the <Bytes>-wrapped payload of `signRaw`). Each family also goes through createSIWX, whose addSession
// must refuse a tampered message, an expired one and a replay of a genuine one.
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { sr25519Verify } from '@polkadot/util-crypto'
import type { CaipNetworkId } from '@portico/common'
import type { SIWXSession } from '@portico/core'
import {
  createMemoryNonceStore,
  createMemoryStorage,
  createMessenger,
  createSIWX,
  formatMessage,
  type SIWXErrorCode,
} from '@portico/siwx'
import { createBitcoinVerifier } from '@portico/siwx/bitcoin'
import { createPolkadotVerifier } from '@portico/siwx/polkadot'
import { createSolanaVerifier } from '@portico/siwx/solana'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { BtcTestWallet } from '../src/btc-wallet'
import { PolkadotTestWallet } from '../src/polkadot-wallet'
import { SolanaTestWallet } from '../src/solana-wallet'

const DOMAIN = 'lab.portico.test'
const HOUR = 60 * 60_000

interface Family {
  name: string
  chainId: CaipNetworkId
  /** Two accounts of the wallet: one signs, the other is "someone else". */
  accounts(): Promise<[string, string]>
  /** The wallet's answer to "sign this text", in the form its adapter passes on to SIWX. */
  sign(address: string, text: string): Promise<string>
}

const solanaWallet = new SolanaTestWallet({
  secretKeys: [new Uint8Array(32).fill(11), new Uint8Array(32).fill(12)],
  rpc: { 'solana:localnet': 'http://127.0.0.1:1' },
})
const btcWallet = new BtcTestWallet({ seed: '000102030405060708090a0b0c0d0e0f', network: 'regtest' })
const dotWallet = PolkadotTestWallet.create({ uris: ['//Alice', '//Bob'] })

const families: Family[] = [
  {
    name: 'Solana (SolanaTestWallet, ed25519)',
    chainId: 'solana:localnet',
    async accounts() {
      const [a, b] = await solanaWallet.connect()
      return [a!.address, b!.address]
    },
    async sign(address, text) {
      const { signature } = await solanaWallet.signMessage(address, new TextEncoder().encode(text))
      return base58.encode(signature)
    },
  },
  {
    name: 'Bitcoin (BtcTestWallet, regtest, BIP-322)',
    chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    async accounts() {
      const accounts = (await btcWallet.request({ method: 'getAccounts' })) as { address: string; purpose: string }[]
      const payment = accounts.find((a) => a.purpose === 'payment')!.address
      const ordinals = accounts.find((a) => a.purpose === 'ordinals')!.address
      return [payment, ordinals]
    },
    async sign(address, message) {
      const answer = (await btcWallet.request({ method: 'signMessage', params: { address, message } })) as {
        signature: string
      }
      return answer.signature
    },
  },
  {
    name: 'Polkadot (PolkadotTestWallet, sr25519 <Bytes>-wrapped)',
    chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    async accounts() {
      const wallet = await dotWallet
      await wallet.request({ method: 'enable', params: { origin: 'Portico lab' } })
      const [a, b] = (await wallet.request({ method: 'accounts.get' })) as { address: string }[]
      return [a!.address, b!.address]
    },
    async sign(address, text) {
      const wallet = await dotWallet
      const data = u8aToHex(new TextEncoder().encode(text))
      const answer = (await wallet.request({ method: 'signRaw', params: { address, data, type: 'bytes' } })) as {
        signature: string
      }
      return answer.signature
    },
  },
]

const verifiers = [createSolanaVerifier(), createBitcoinVerifier(), createPolkadotVerifier()]

/** A SIWX client on a clock the test moves by hand, with every non-EVM verifier. */
function setup() {
  let t = Date.parse('2026-11-22T08:00:00.000Z')
  const now = () => t
  const nonces = createMemoryNonceStore({ now })
  const messenger = createMessenger({
    domain: DOMAIN,
    uri: `https://${DOMAIN}`,
    statement: 'Sign in to the Portico lab.',
    getNonce: () => nonces.issue(),
    expiresInMs: HOUR,
    now,
  })
  const siwx = createSIWX({ messenger, storage: createMemoryStorage(), nonces, verifiers, domains: [DOMAIN], now })
  return { siwx, advance: (ms: number) => (t += ms) }
}

async function signIn(family: Family, siwx: ReturnType<typeof setup>['siwx'], address: string): Promise<SIWXSession> {
  const message = await siwx.createMessage({ accountAddress: address, chainId: family.chainId })
  const text = message.toString()
  const { toString: _, ...data } = message
  return { data, message: text, signature: await family.sign(address, text) }
}

async function codeOf(promise: Promise<unknown>): Promise<SIWXErrorCode | 'none'> {
  try {
    await promise
    return 'none'
  } catch (error) {
    return (error as { code: SIWXErrorCode }).code
  }
}

describe.each(families)('SIWX with $name', (family) => {
  it('the verifier accepts the wallet’s real signature and refuses it for the other account or another text', async () => {
    const [address, other] = await family.accounts()
    const { siwx } = setup()
    const session = await signIn(family, siwx, address)
    const verifier = verifiers.find((v) => family.chainId.startsWith(`${v.namespace}:`))!
    expect(await verifier.verify(session)).toBe(true)
    expect(await verifier.verify({ ...session, data: { ...session.data, accountAddress: other } })).toBe(false)
    expect(await verifier.verify({ ...session, message: session.message.replace('Portico', 'P0rtico') })).toBe(false)
  })

  it('addSession stores the signed-in session; getSessions reads it back for that account only', async () => {
    const [address, other] = await family.accounts()
    const { siwx } = setup()
    const session = await signIn(family, siwx, address)
    await siwx.addSession(session)
    expect(await siwx.getSessions(family.chainId, address)).toEqual([session])
    expect(await siwx.getSessions(family.chainId, other)).toEqual([])
  })

  it('a tampered message (fields edited, text re-printed, signature kept) is INVALID_SIGNATURE, nothing stored', async () => {
    const [address] = await family.accounts()
    const { siwx } = setup()
    const session = await signIn(family, siwx, address)
    const data = { ...session.data, statement: 'Transfer everything.' }
    const tampered = { data, message: formatMessage(data), signature: session.signature }
    expect(await codeOf(siwx.addSession(tampered))).toBe('INVALID_SIGNATURE')
    // The text alone edited, fields left: the signed text no longer matches its fields.
    expect(await codeOf(siwx.addSession({ ...session, message: `${session.message} ` }))).toBe('MESSAGE_MISMATCH')
    expect(await siwx.getSessions(family.chainId, address)).toEqual([])
  })

  it('another account’s signature over the same message is INVALID_SIGNATURE', async () => {
    const [address, other] = await family.accounts()
    const { siwx } = setup()
    const session = await signIn(family, siwx, address)
    const forged = { ...session, signature: await family.sign(other, session.message) }
    expect(await codeOf(siwx.addSession(forged))).toBe('INVALID_SIGNATURE')
  })

  it('an expired message is EXPIRED; a stored session is dropped once it expires', async () => {
    const [address] = await family.accounts()
    const { siwx, advance } = setup()
    const late = await signIn(family, siwx, address)
    advance(HOUR)
    expect(await codeOf(siwx.addSession(late))).toBe('EXPIRED')
    const fresh = await signIn(family, siwx, address)
    await siwx.addSession(fresh)
    expect(await siwx.getSessions(family.chainId, address)).toHaveLength(1)
    advance(HOUR)
    expect(await siwx.getSessions(family.chainId, address)).toEqual([])
  })

  it('a replay of a genuine signed message is NONCE_REUSED', async () => {
    const [address] = await family.accounts()
    const { siwx } = setup()
    const session = await signIn(family, siwx, address)
    await siwx.addSession(session)
    expect(await codeOf(siwx.addSession(session))).toBe('NONCE_REUSED')
    // Replayed to another site's client (its own nonce store never issued that nonce): NONCE_UNKNOWN.
    expect(await codeOf(setup().siwx.addSession(session))).toBe('NONCE_UNKNOWN')
  })
})

describe('the wallets sign what SIWX verifies, in the wallets’ own wire forms', () => {
  it('Polkadot: the signature is over the <Bytes>-wrapped text (the raw text alone does not verify it)', async () => {
    const wallet = await dotWallet
    const [address] = await families[2]!.accounts()
    const text = formatMessage({
      domain: DOMAIN,
      accountAddress: address,
      chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      uri: `https://${DOMAIN}`,
      version: '1',
      nonce: 'k3J8xQ2mP9vR4tLw',
      issuedAt: '2026-11-22T08:00:00.000Z',
    })
    const signature = await families[2]!.sign(address, text)
    const pair = wallet.pairs.find((p) => p.address === address)!
    const bytes = new TextEncoder().encode(text)
    // sr25519Verify checks exactly the bytes given (signatureVerify would try the wrapped form itself).
    expect(sr25519Verify(bytes, hexToU8a(signature), pair.publicKey)).toBe(false)
    expect(sr25519Verify(u8aWrapBytes(bytes), hexToU8a(signature), pair.publicKey)).toBe(true)
  })

  it('Bitcoin: the regtest accounts are bcrt1 (payment p2wpkh, ordinals p2tr) and both sign in', async () => {
    const [payment, ordinals] = await families[1]!.accounts()
    expect(payment).toMatch(/^bcrt1q/)
    expect(ordinals).toMatch(/^bcrt1p/)
    const { siwx } = setup()
    await siwx.addSession(await signIn(families[1]!, siwx, ordinals))
    expect(await siwx.getSessions(families[1]!.chainId, ordinals)).toHaveLength(1)
  })
})
