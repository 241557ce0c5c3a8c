import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chainIdFromCoinType, coinTypeFromChainId } from './coin-type'
import { assertOriginAllowed, isOriginAllowed } from './origins'

describe('§5 allowed origins: wildcard pattern matched against origin; otherwise exact origin comparison', () => {
  it('compares origins without a wildcard exactly', () => {
    expect(isOriginAllowed('https://example.com', ['https://example.com'])).toBe(true)
    expect(isOriginAllowed('https://example.com:8080', ['https://example.com'])).toBe(false)
    expect(isOriginAllowed('https://aexample.com', ['https://example.com'])).toBe(false)
    expect(isOriginAllowed('http://example.com', ['https://example.com'])).toBe(false)
    // A dot in a pattern is a dot, not "any character".
    expect(isOriginAllowed('https://exampleXcom', ['https://example.com'])).toBe(false)
  })
  it('a * stands for one host label: https://*.example.com', () => {
    const list = ['https://*.example.com']
    expect(isOriginAllowed('https://app.example.com', list)).toBe(true)
    expect(isOriginAllowed('https://my-app2.example.com', list)).toBe(true)
    expect(isOriginAllowed('https://example.com', list)).toBe(false)
    expect(isOriginAllowed('https://.example.com', list)).toBe(false)
    expect(isOriginAllowed('https://a.b.example.com', list)).toBe(false)
    expect(isOriginAllowed('https://a.b.example.com', ['https://*.*.example.com'])).toBe(true)
  })
  it.each([
    'https://evil.com/.example.com',
    'https://evil.com#.example.com',
    'https://evil.com?.example.com',
    'https://user@evil.com.example.com',
    'https://evil.com:443.example.com',
    'https://example.com.evil.io',
    'http://app.example.com',
  ])('https://*.example.com does not match %s', (origin) => {
    expect(isOriginAllowed(origin, ['https://*.example.com'])).toBe(false)
  })
  it('a * in the port place takes a port only: http://localhost:*', () => {
    const list = ['http://localhost:*', 'http://127.0.0.1:*']
    expect(isOriginAllowed('http://localhost:5173', list)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:43121', list)).toBe(true)
    expect(isOriginAllowed('http://localhost:5173.evil.com', list)).toBe(false)
    expect(isOriginAllowed('http://localhost:5173@evil.com', list)).toBe(false)
    expect(isOriginAllowed('http://localhost', list)).toBe(false)
  })
  it('no wildcard pattern matches an origin with characters a label or port cannot hold', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (left, right) => {
        const origin = `https://${left}/${right}.example.com`
        expect(isOriginAllowed(origin, ['https://*.example.com'])).toBe(false)
      }),
    )
  })
  it('fails if list missing or origin not allowed', () => {
    expect(isOriginAllowed('https://a.io', undefined)).toBe(false)
    expect(isOriginAllowed('https://a.io', [])).toBe(false)
    expect(() => assertOriginAllowed('https://a.io', undefined)).toThrowError('Allowed origins are missing')
    expect(() => assertOriginAllowed('https://a.io', ['https://b.io'])).toThrowError('Origin not allowed')
    expect(() => assertOriginAllowed('https://b.io', ['https://b.io'])).not.toThrow()
  })
})

describe("§5 chain id for coin type must be below 2147483648 else 'Invalid chainId'", () => {
  it('ENSIP-11: 0x80000000 | chainId; Ethereum mainnet keeps 60', () => {
    expect(coinTypeFromChainId(1)).toBe(60)
    expect(coinTypeFromChainId(8453)).toBe(2147492101)
    expect(coinTypeFromChainId(31337)).toBe(0x80007a69)
    expect(coinTypeFromChainId(2147483647)).toBe(4294967295)
  })
  it.each([2147483648, 2 ** 40, 0, -1, 1.5, Number.NaN])("chain id %s gives 'Invalid chainId'", (chainId) => {
    expect(() => coinTypeFromChainId(chainId)).toThrowError('Invalid chainId')
    expect(() => coinTypeFromChainId(chainId)).toThrow(expect.objectContaining({ code: 'INVALID_CHAIN_ID' }))
  })
  it('the registry reads a coin type back to the same chain id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2147483647 }), (chainId) => {
        expect(chainIdFromCoinType(coinTypeFromChainId(chainId))).toBe(chainId)
      }),
    )
  })
  it('a non-EVM coin type is not an EVM chain; an EVM-range coin type no chain id gives is Invalid chainId', () => {
    expect(chainIdFromCoinType(0)).toBeUndefined()
    expect(chainIdFromCoinType(501)).toBeUndefined()
    expect(chainIdFromCoinType(2147483647)).toBeUndefined()
    for (const coinType of [2 ** 33, 0x80000000, 0x80000001, 1.5]) {
      expect(() => chainIdFromCoinType(coinType)).toThrowError('Invalid chainId')
    }
  })
})
