import { describe, expect, it } from 'vitest'
import { formatUnits, parseUnits } from './convert'
import { toSendValue } from './units'

describe('§5 unit parsing: optional minus, digits, optional single decimal point; else invalid-number error', () => {
  it.each([
    ['1', 18, 10n ** 18n],
    ['-1.5', 6, -1_500_000n],
    ['0.000001', 6, 1n],
    ['1.', 2, 100n],
    ['.5', 1, 5n],
    ['12.3456', 2, 1234n],
  ])('parses %s with %i decimals', (value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected)
  })
  it.each(['', '-', '.', '1.2.3', '1e5', ' 1', '+1', '--1', '0x10', '1,5', 'abc'])('rejects %j', (value) => {
    expect(() => parseUnits(value, 18)).toThrowError(expect.objectContaining({ code: 'INVALID_NUMBER' }))
  })
  it('formats back to the shortest decimal string', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(formatUnits(-1n, 3)).toBe('-0.001')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(formatUnits(42n, 0)).toBe('42')
  })
})

describe('§5 non-numeric send value is zero', () => {
  it('keeps numbers and turns anything else into 0', () => {
    expect(toSendValue('1.25')).toBe('1.25')
    expect(toSendValue('abc')).toBe('0')
    expect(toSendValue(undefined)).toBe('0')
    expect(toSendValue('')).toBe('0')
  })
})
