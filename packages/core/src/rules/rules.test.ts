import { describe, expect, it } from 'vitest'
import { assertSentCalls, canUseUniversalSignIn } from './calls'
import { isValidName } from './names'

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
