import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, encodeAddress, sr25519PairFromSeed, sr25519Sign } from '@polkadot/util-crypto'
import type { SIWXSession } from '@portico/core'
import { base58, base64, createBase58check } from '@scure/base'
import { Address, Signer } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { formatMessage } from '../src'
import { createBitcoinVerifier } from '../src/bitcoin'
import { createPolkadotVerifier } from '../src/polkadot'
import { createSolanaVerifier } from '../src/solana'
import { evmData } from './fixtures'

// Fresh keys for every run: the verifiers must accept what a real signer of each kind produces.
function session(chainId: SIWXSession['data']['chainId'], accountAddress: string, sign: (m: string) => string) {
  const data = evmData({ chainId, accountAddress, statement: 'Sign in to Portico.' })
  const message = formatMessage(data)
  return { data, message, signature: sign(message) }
}
const tamper = (s: SIWXSession): SIWXSession => ({ ...s, message: s.message.replace('Portico', 'Portic0') })

describe('Solana: ed25519 over the UTF-8 message', () => {
  const secret = ed25519.utils.randomSecretKey()
  const address = base58.encode(ed25519.getPublicKey(secret))
  const signed = session('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address, (m) =>
    base58.encode(ed25519.sign(new TextEncoder().encode(m), secret)),
  )
  const verifier = createSolanaVerifier()

  it('accepts a real signature (base58, and the same bytes base64)', async () => {
    expect(await verifier.verify(signed)).toBe(true)
    expect(await verifier.verify({ ...signed, signature: base64.encode(base58.decode(signed.signature)) })).toBe(true)
  })
  it('refuses a tampered message, another key and garbage', async () => {
    expect(await verifier.verify(tamper(signed))).toBe(false)
    const other = base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))
    expect(await verifier.verify({ ...signed, data: { ...signed.data, accountAddress: other } })).toBe(false)
    expect(await verifier.verify({ ...signed, signature: 'not-a-signature' })).toBe(false)
  })
})

describe('Polkadot: sr25519', () => {
  it('accepts raw and <Bytes>-wrapped signatures, refuses tampered ones and another key', async () => {
    await cryptoWaitReady()
    const pair = sr25519PairFromSeed(crypto.getRandomValues(new Uint8Array(32)))
    const address = encodeAddress(pair.publicKey, 0)
    const chainId = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
    const enc = (m: string) => new TextEncoder().encode(m)
    const raw = session(chainId, address, (m) => u8aToHex(sr25519Sign(enc(m), pair)))
    const wrapped = session(chainId, address, (m) => u8aToHex(sr25519Sign(u8aWrapBytes(enc(m)), pair)))
    const verifier = createPolkadotVerifier()
    expect(await verifier.verify(raw)).toBe(true)
    expect(await verifier.verify(wrapped)).toBe(true)
    expect(await verifier.verify(tamper(raw))).toBe(false)
    const other = encodeAddress(sr25519PairFromSeed(new Uint8Array(32).fill(7)).publicKey, 0)
    expect(await verifier.verify({ ...raw, data: { ...raw.data, accountAddress: other } })).toBe(false)
    expect(await verifier.verify({ ...raw, signature: '0x1234' })).toBe(false)
  })
})

describe('Bitcoin: BIP-322', () => {
  const wifEncode = createBase58check(sha256)
  const secret = secp256k1.utils.randomSecretKey()
  // WIF, mainnet, compressed public key.
  const wif = wifEncode.encode(new Uint8Array([0x80, ...secret, 0x01]))
  const publicKey = Buffer.from(secp256k1.getPublicKey(secret, true))
  const chainId = 'bip122:000000000019d6689c085ae165831e93'
  const verifier = createBitcoinVerifier()

  for (const type of ['p2wpkh', 'p2tr', 'p2sh-p2wpkh'] as const) {
    it(`${type}: accepts a real signature, refuses a tampered message and another address`, async () => {
      const address = Address.convertPubKeyIntoAddress(publicKey, type).mainnet
      const signed = session(chainId, address, (m) => String(Signer.sign(wif, address, m)))
      expect(await verifier.verify(signed)).toBe(true)
      expect(await verifier.verify(tamper(signed))).toBe(false)
      const otherKey = Buffer.from(secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), true))
      const other = Address.convertPubKeyIntoAddress(otherKey, type).mainnet
      expect(await verifier.verify({ ...signed, data: { ...signed.data, accountAddress: other } })).toBe(false)
      expect(await verifier.verify({ ...signed, signature: 'AAAA' })).toBe(false)
    })
  }
})
