import { ed25519 } from '@noble/curves/ed25519'
import { entropyToMnemonic, mnemonicToEntropy, mnemonicToSeedSync } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { describe, expect, it } from 'vitest'
import { deriveKeys, ENTROPY_BYTES, entropyToSeed, newEntropy } from './derive'

// The BIP-39 test phrase every wallet checks against: 'abandon' ×11 + 'about' (entropy 0x00…00, 128 bits). Its first
// EVM account (m/44'/60'/0'/0/0) and first Solana account (m/44'/501'/0'/0', as Phantom derives it) are well known.
const ABANDON = `${'abandon '.repeat(11)}about`

describe('key derivation', () => {
  it('derives the known EVM and Solana addresses of the BIP-39 test phrase', async () => {
    const entropy = mnemonicToEntropy(ABANDON, wordlist)
    expect(entropy).toEqual(new Uint8Array(16))
    const keys = deriveKeys(await entropyToSeed(entropy))
    expect(keys.evm.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
    expect(keys.solana.address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
  })

  it('derives the known first address of the 24-word all-zero phrase', async () => {
    // 'abandon' ×23 + 'art': the 256-bit all-zero entropy, the width the frame generates.
    expect(entropyToMnemonic(new Uint8Array(32), wordlist)).toBe(`${'abandon '.repeat(23)}art`)
    expect(deriveKeys(await entropyToSeed(new Uint8Array(32))).evm.address).toBe(
      '0xF278cF59F82eDcf871d630F28EcC8056f25C1cdb',
    )
  })

  it('the Solana public key belongs to the derived ed25519 private key', async () => {
    const keys = deriveKeys(await entropyToSeed(newEntropy()))
    expect(keys.solana.publicKey).toEqual(ed25519.getPublicKey(keys.solana.privateKey))
    const message = new TextEncoder().encode('hello')
    expect(ed25519.verify(ed25519.sign(message, keys.solana.privateKey), message, keys.solana.publicKey)).toBe(true)
  })

  it('the WebCrypto seed is the BIP-39 seed (checked against @scure/bip39)', async () => {
    const entropy = newEntropy()
    expect(await entropyToSeed(entropy)).toEqual(mnemonicToSeedSync(entropyToMnemonic(entropy, wordlist)))
    // The BIP-39 reference vector for 'abandon' ×11 + 'about' with no passphrase.
    expect(Buffer.from(await entropyToSeed(new Uint8Array(16))).toString('hex')).toBe(
      '5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc19a5ac40b389cd370d086206dec8aa6c43daea6690f20ad3d8d48b2d2ce9e38e4',
    )
  })

  it('new entropy is 256 random bits', () => {
    const a = newEntropy()
    expect(a).toHaveLength(ENTROPY_BYTES)
    expect(a).not.toEqual(newEntropy())
  })
})
