import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { isOnCurve } from './solana-pda'
import { associatedTokenAddress } from './solana-spl'

const MINT = base58.decode('EdpnamzQzQLR28FW79a8vtCSVF7bqiPvPL23BZYHRjck')

describe('program-derived addresses', () => {
  it('an account key is on the curve; a derived address is not', async () => {
    const owner = base58.decode('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')
    expect(isOnCurve(owner)).toBe(true)
    expect(isOnCurve(await associatedTokenAddress(owner, MINT))).toBe(false)
  })

  // Expected values from @solana/web3.js's findProgramAddressSync; the first needs bump 250, so five hashes that
  // were curve points are skipped.
  it.each([
    ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'H8v75xkcpMV9S5mxDgZCg6cad4t8QcyFTKhebvbvQrVh'],
    ['GfJ9yZrF4tWmuB8ZtWhEsSFEa5oHRGYtyrjYaWjeNL1h', '6h7aNCk9d1syAGCSD3tTwstCNvppizha7a9arih5tL8m'],
  ])('the associated token account of %s is %s', async (owner, expected) => {
    expect(base58.encode(await associatedTokenAddress(base58.decode(owner), MINT))).toBe(expected)
  })
})
