import { describe, expect, it } from 'vitest'
import { networkOfAddress } from '../networks/networks'
import { isBitcoinAddress, isTaprootAddress } from './address'

// BIP-173/350 and well-known base58 test vectors.
const P2WPKH_MAIN = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const P2TR_MAIN = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'
const P2PKH_MAIN = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'
const P2WPKH_TEST = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

describe('isBitcoinAddress', () => {
  it('accepts valid addresses on their network and refuses them on another', () => {
    expect(isBitcoinAddress(P2WPKH_MAIN)).toBe(true)
    expect(isBitcoinAddress(P2TR_MAIN, 'mainnet')).toBe(true)
    expect(isBitcoinAddress(P2PKH_MAIN, 'mainnet')).toBe(true)
    expect(isBitcoinAddress(P2WPKH_TEST, 'testnet')).toBe(true)
    expect(isBitcoinAddress(P2WPKH_MAIN, 'testnet')).toBe(false)
    expect(isBitcoinAddress(P2PKH_MAIN, 'regtest')).toBe(false)
  })

  it('refuses broken checksums, wrong types and non-strings', () => {
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false)
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3')).toBe(false)
    expect(isBitcoinAddress(42)).toBe(false)
    expect(isBitcoinAddress('')).toBe(false)
  })

  it('tells taproot from the rest and the network from the prefix', () => {
    expect(isTaprootAddress(P2TR_MAIN)).toBe(true)
    expect(isTaprootAddress(P2WPKH_MAIN)).toBe(false)
    expect(networkOfAddress('bcrt1qxyz')).toBe('regtest')
    expect(networkOfAddress(P2WPKH_TEST)).toBe('testnet')
    expect(networkOfAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'regtest')).toBe('regtest')
    expect(networkOfAddress('x')).toBeUndefined()
  })
})
