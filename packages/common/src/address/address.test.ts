import { bech32, bech32m } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { isAddress, normalizeAddress, toChecksumAddress } from './index'

// EIP-55 reference vectors.
const EIP55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

describe('§5 EVM address is 40 hex characters with EIP-55 checksum handling', () => {
  it.each(EIP55)('computes and accepts the checksum of %s', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address)
    expect(isAddress('eip155', address)).toBe(true)
    expect(isAddress('eip155', address.toLowerCase())).toBe(true)
    expect(isAddress('eip155', `0x${address.slice(2).toUpperCase()}`)).toBe(true)
  })
  it('rejects a mixed-case address whose checksum is wrong', () => {
    const bad = EIP55[0]!.replace('a', 'A')
    expect(isAddress('eip155', bad)).toBe(false)
  })
  it.each(['0x123', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', `0x${'g'.repeat(40)}`, `0x${'a'.repeat(41)}`])(
    'rejects %s',
    (address) => expect(isAddress('eip155', address)).toBe(false),
  )
  it('normalizes to the checksummed form', () => {
    expect(normalizeAddress('eip155', EIP55[1]!.toLowerCase())).toBe(EIP55[1])
  })
})

describe('§5 Solana address is a base58 32-byte key', () => {
  it.each([
    '11111111111111111111111111111111',
    'So11111111111111111111111111111111111111112',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  ])('accepts %s', (a) => expect(isAddress('solana', a)).toBe(true))
  it.each(['0OIl1111111111111111111111111111', '1111', 'So1111111111111111111111111111111111111111211'])(
    'rejects %s',
    (a) => expect(isAddress('solana', a)).toBe(false),
  )
})

describe('§5 bip122 address is bech32 or base58check', () => {
  it.each([
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  ])('accepts %s', (a) => expect(isAddress('bip122', a)).toBe(true))
  it('accepts generated segwit v0 (bech32) and v1 (bech32m) addresses on regtest', () => {
    const program = new Uint8Array(32).fill(7)
    expect(isAddress('bip122', bech32.encode('bcrt', [0, ...bech32.toWords(program)]))).toBe(true)
    expect(isAddress('bip122', bech32m.encode('bcrt', [1, ...bech32m.toWords(program)]))).toBe(true)
  })
  it('rejects v1 encoded with bech32 (must be bech32m) and foreign prefixes', () => {
    const program = new Uint8Array(32).fill(7)
    expect(isAddress('bip122', bech32.encode('bc', [1, ...bech32.toWords(program)]))).toBe(false)
    expect(isAddress('bip122', bech32.encode('ltc', [0, ...bech32.toWords(program)]))).toBe(false)
  })
  it.each([
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb',
    'bc1qw508d6qejxtdg4c5nthfmtdcet4kbajtk5uc4x',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  ])('rejects %s (bad checksum or format)', (a) => expect(isAddress('bip122', a)).toBe(false))
})

describe('§5 polkadot address is SS58', () => {
  it.each(['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'])(
    'accepts %s (Alice)',
    (a) => expect(isAddress('polkadot', a)).toBe(true),
  )
  it.each(['5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ', '11111111111111111111111111111111', 'abc'])(
    'rejects %s',
    (a) => expect(isAddress('polkadot', a)).toBe(false),
  )
})

describe('cosmos address is bech32', () => {
  it('accepts a 20-byte bech32 account and rejects garbage', () => {
    expect(isAddress('cosmos', bech32.encode('cosmos', bech32.toWords(new Uint8Array(20).fill(1))))).toBe(true)
    expect(isAddress('cosmos', 'cosmos1abc')).toBe(false)
  })
})

describe('invalid address gives the typed error', () => {
  it('throws INVALID_ADDRESS with the namespace in the text', () => {
    expect(() => normalizeAddress('solana', '0x1')).toThrowError('Invalid solana address: 0x1')
    expect(isAddress('eip155', 12)).toBe(false)
  })
})

describe('§5 structural address check without hashing (isAddressShape)', () => {
  it('accepts well-formed and rejects malformed addresses per namespace', async () => {
    const { isAddressShape } = await import('./shape')
    expect(isAddressShape('eip155', EIP55[0])).toBe(true)
    expect(isAddressShape('eip155', '0x1234')).toBe(false)
    expect(isAddressShape('solana', 'So11111111111111111111111111111111111111112')).toBe(true)
    expect(isAddressShape('solana', '0OIl1111111111111111111111111111')).toBe(false)
    expect(isAddressShape('bip122', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true)
    expect(isAddressShape('bip122', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true)
    expect(isAddressShape('polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(true)
    expect(isAddressShape('cosmos', 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu')).toBe(true)
    expect(isAddressShape('polkadot', 42)).toBe(false)
  })
  it('every fully valid address also has a valid shape', () => {
    for (const a of EIP55) expect(isAddress('eip155', a)).toBe(true)
  })
})
