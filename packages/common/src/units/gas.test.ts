import { expect, it } from 'vitest'
import { GAS_MARGIN_PERCENT, withGasMargin } from './gas'

it('adds GAS_MARGIN_PERCENT to an estimate, rounded up so a small estimate still gets some', () => {
  expect(GAS_MARGIN_PERCENT).toBe(25n)
  expect(withGasMargin(100_000n)).toBe(125_000n)
  expect(withGasMargin(21_001n)).toBe(26_252n)
  expect(withGasMargin(1n)).toBe(2n)
  expect(withGasMargin(0n)).toBe(0n)
})
