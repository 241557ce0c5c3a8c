import { describe, expect, it } from 'vitest'
import { balanceUnits, checkAmount, maxAmount, parseSendAmount } from './amount'

describe('§5 amount parsing for sends', () => {
  it('reads digits with one decimal point, cutting digits past the decimals', () => {
    expect(parseSendAmount('1.5', 18)).toEqual({ negative: false, units: 1_500_000_000_000_000_000n })
    expect(parseSendAmount('.5', 6)).toEqual({ negative: false, units: 500_000n })
    expect(parseSendAmount('2.', 6)).toEqual({ negative: false, units: 2_000_000n })
    expect(parseSendAmount(' 0.1234567 ', 6)).toEqual({ negative: false, units: 123_456n })
  })

  it('refuses a minus', () => {
    expect(parseSendAmount('-1', 18)).toEqual({ negative: true, units: 0n })
    expect(checkAmount('-0.5', 18, 10n ** 18n)).toEqual({ status: 'negative' })
  })

  it('counts what is not a number as zero: letters, two points, empty', () => {
    for (const input of ['abc', '1.2.3', '', '1e5', '1,5', '.']) {
      expect(parseSendAmount(input, 18)).toEqual({ negative: false, units: 0n })
      expect(checkAmount(input, 18, 10n ** 18n)).toEqual({ status: 'empty' })
    }
  })

  it('says insufficient above the balance, the native fee included once it is known', () => {
    expect(checkAmount('1', 6, 1_000_000n)).toEqual({ status: 'ok', units: 1_000_000n })
    expect(checkAmount('1.000001', 6, 1_000_000n)).toEqual({ status: 'insufficient', units: 1_000_001n })
    expect(checkAmount('1', 6, 1_000_000n, 1n)).toEqual({ status: 'insufficient', units: 1_000_000n })
    expect(checkAmount('0.9', 6, 1_000_000n, 1n)).toEqual({ status: 'ok', units: 900_000n })
  })

  it('reads a balance string, and treats a malformed one as none', () => {
    expect(balanceUnits('9999.99', 6)).toBe(9_999_990_000n)
    expect(balanceUnits('1e-7', 18)).toBe(0n)
    expect(balanceUnits('-1', 18)).toBe(0n)
  })

  it('a typed decimal gives back the units it names, for every number of decimals', () => {
    const samples = [0n, 1n, 9n, 10n, 123_456_789n, 10n ** 18n - 1n, 10n ** 30n]
    for (let decimals = 0; decimals <= 18; decimals++) {
      for (const units of samples) {
        const text = units.toString().padStart(decimals + 1, '0')
        const typed = decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`
        expect(parseSendAmount(typed, decimals).units).toBe(units)
      }
    }
  })
})

describe('Max', () => {
  it("is a token's whole balance", () => {
    expect(maxAmount(500n, false, undefined)).toBe(500n)
  })

  it('leaves the network fee of a native send, never going below zero', () => {
    expect(maxAmount(1_000n, true, 21n)).toBe(979n)
    expect(maxAmount(10n, true, 21n)).toBe(0n)
    expect(maxAmount(1_000n, true, undefined)).toBeUndefined()
  })

  it('a native Max plus its fee is exactly the balance, or Max is zero', () => {
    const values = [0n, 1n, 21_000n, 10n ** 15n, 10n ** 18n, 10n ** 24n]
    for (const balance of values) {
      for (const fee of values) {
        const max = maxAmount(balance, true, fee) ?? -1n
        expect(max >= 0n).toBe(true)
        if (max > 0n) expect(max + fee).toBe(balance)
        expect(checkAmount(String(max), 0, balance, fee).status).not.toBe('insufficient')
      }
    }
  })
})
