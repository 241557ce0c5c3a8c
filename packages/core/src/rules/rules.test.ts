import { describe, expect, it } from 'vitest'
import { assertSentCalls, canUseUniversalSignIn } from './calls'
import { coinTypeFromChainId, isValidName } from './names'
import { assertOriginAllowed, isOriginAllowed } from './origins'

describe('§5 allowed origins: wildcard pattern matched against origin; otherwise exact origin comparison', () => {
  it('matches wildcards and exact origins', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://example.com', ['https://example.com'])).toBe(true)
    expect(isOriginAllowed('https://example.com.evil.io', ['https://*.example.com'])).toBe(false)
    expect(isOriginAllowed('https://example.com:8080', ['https://example.com'])).toBe(false)
    expect(isOriginAllowed('https://aexample.com', ['https://example.com'])).toBe(false)
  })
  it('fails if list missing or origin not allowed', () => {
    expect(isOriginAllowed('https://a.io', undefined)).toBe(false)
    expect(() => assertOriginAllowed('https://a.io', undefined)).toThrowError('Allowed origins are missing')
    expect(() => assertOriginAllowed('https://a.io', ['https://b.io'])).toThrowError('Origin not allowed')
    expect(() => assertOriginAllowed('https://b.io', ['https://b.io'])).not.toThrow()
  })
})

describe('§5 name: at least 4 characters of letters, digits or hyphen', () => {
  it.each([
    ['abcd', true],
    ['a-b-9', true],
    ['abc', false],
    ['ab.cd', false],
    ['abc_d', false],
    ['émile', false],
  ])('%s → %s', (name, ok) => expect(isValidName(name)).toBe(ok))
})

describe("§5 chain id for coin type must be below 2147483648 else 'Invalid chainId'", () => {
  it('computes ENSIP-11 coin types and rejects large ids', () => {
    expect(coinTypeFromChainId(1)).toBe(2147483649)
    expect(coinTypeFromChainId(2147483647)).toBe(4294967295)
    expect(() => coinTypeFromChainId(2147483648)).toThrowError('Invalid chainId')
    expect(() => coinTypeFromChainId(-1)).toThrowError('Invalid chainId')
  })
})

describe('§5 sent-calls request: call target starts with 0x; optional data starts with 0x', () => {
  it('validates targets and data', () => {
    expect(() => assertSentCalls([{ to: '0xabc' }, { to: '0x1', data: '0x' }])).not.toThrow()
    expect(() => assertSentCalls([{ to: 'abc' }])).toThrowError('Call target must start with 0x')
    expect(() => assertSentCalls([{ to: '0x1', data: 'ff' }])).toThrowError('Call data must start with 0x')
  })
})

describe('§5 universal-session sign-in only when all chains are EVM', () => {
  it('requires every namespace to be eip155', () => {
    expect(canUseUniversalSignIn(['eip155', 'eip155'])).toBe(true)
    expect(canUseUniversalSignIn(['eip155', 'solana'])).toBe(false)
    expect(canUseUniversalSignIn([])).toBe(false)
  })
})
