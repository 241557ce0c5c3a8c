import { describe, expect, it } from 'vitest'
import {
  displayAmount,
  isNativeToken,
  maximumSold,
  minimumReceived,
  slippageBps,
  swapFields,
  swapFormState,
  toSmallestUnit,
  typedAmount,
} from './swapMath'

const NATIVE = 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

describe('minimum received', () => {
  it('is the quote less the slippage, rounded down like the router check', () => {
    expect(minimumReceived(1_000_000n, '1')).toBe(990_000n)
    expect(minimumReceived(1_000_001n, '0.5')).toBe(995_000n)
    expect(minimumReceived(999n, '1')).toBe(989n)
    expect(minimumReceived(10n ** 18n, '50')).toBe(5n * 10n ** 17n)
  })

  it('has no value for a slippage the service would refuse', () => {
    expect(minimumReceived(1_000n, '0')).toBeUndefined()
    expect(minimumReceived(1_000n, '50.01')).toBeUndefined()
    expect(minimumReceived(1_000n, '1.234')).toBeUndefined()
    expect(minimumReceived(1_000n, 'abc')).toBeUndefined()
  })

  it('slippage is read in basis points', () => {
    expect(slippageBps('1')).toBe(100n)
    expect(slippageBps(' 0.05 ')).toBe(5n)
    expect(slippageBps('')).toBeUndefined()
  })
})

describe('amounts', () => {
  it('a typed amount counts only when it is a positive number', () => {
    expect(typedAmount('1.5', 18)).toBe(15n * 10n ** 17n)
    expect(typedAmount('', 18)).toBeUndefined()
    expect(typedAmount('0', 18)).toBeUndefined()
    expect(typedAmount('-1', 18)).toBeUndefined()
    expect(typedAmount('1e3', 18)).toBeUndefined()
  })

  it('reads plain decimals in the smallest unit, cutting extra digits, and nothing else', () => {
    expect(toSmallestUnit('1', 6)).toBe(1_000_000n)
    expect(toSmallestUnit('.5', 6)).toBe(500_000n)
    expect(toSmallestUnit('2.', 6)).toBe(2_000_000n)
    expect(toSmallestUnit(' 0.1234567 ', 6)).toBe(123_456n)
    expect(toSmallestUnit('12', 0)).toBe(12n)
    for (const bad of ['', '.', '-1', '1,5', '1e3', 'abc', '1.2.3']) expect(toSmallestUnit(bad, 6)).toBeUndefined()
  })

  it('shows at most six decimals, cut and never rounded up', () => {
    expect(displayAmount(1_999_999_999n, 9)).toBe('1.999999')
    expect(displayAmount(10n ** 18n, 18)).toBe('1')
    expect(displayAmount(1_500_000n, 6)).toBe('1.5')
    expect(displayAmount(0n, 18)).toBe('0')
    expect(displayAmount(123n, 0)).toBe('123')
    expect(displayAmount(1n, 18)).toBe('0')
  })

  it('knows the native coin by its 0xeeee… address, in any case', () => {
    expect(isNativeToken(NATIVE)).toBe(true)
    expect(isNativeToken('eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3')).toBe(false)
  })
})

describe('form state', () => {
  const ready = { status: 'ready' as const, toAmount: 5n }
  it('asks for an amount first', () => {
    expect(swapFormState({ amount: undefined, balance: 0n, slippage: '1', quote: ready })).toBe('enterAmount')
  })
  it('insufficient balance wins over the quote, whatever its state', () => {
    for (const quote of [ready, { status: 'loading' as const }, { status: 'ready' as const, toAmount: undefined }]) {
      expect(swapFormState({ amount: 11n, balance: 10n, slippage: '1', quote })).toBe('insufficientBalance')
    }
    expect(swapFormState({ amount: 10n, balance: 10n, slippage: '1', quote: ready })).toBe('ready')
  })
  it('no route that pays anything is no liquidity', () => {
    expect(
      swapFormState({ amount: 1n, balance: 10n, slippage: '1', quote: { status: 'ready', toAmount: undefined } }),
    ).toBe('noLiquidity')
    expect(swapFormState({ amount: 1n, balance: 10n, slippage: '1', quote: { status: 'ready', toAmount: 0n } })).toBe(
      'noLiquidity',
    )
  })
  it('waits for the quote, reports a failed one, and refuses a bad slippage', () => {
    expect(swapFormState({ amount: 1n, balance: 10n, slippage: '1', quote: { status: 'loading' } })).toBe('quoting')
    expect(swapFormState({ amount: 1n, balance: 10n, slippage: '1', quote: { status: 'idle' } })).toBe('quoting')
    expect(swapFormState({ amount: 1n, balance: 10n, slippage: '1', quote: { status: 'error' } })).toBe('quoteFailed')
    expect(swapFormState({ amount: 1n, balance: 10n, slippage: '60', quote: ready })).toBe('invalidSlippage')
  })
  it('an unknown balance (still loading) does not block the quote', () => {
    expect(swapFormState({ amount: 1n, balance: undefined, slippage: '1', quote: ready })).toBe('ready')
  })
})

describe('exact output', () => {
  it('the maximum sold is the quote plus the slippage, rounded up as the service builds it', () => {
    expect(maximumSold(1_000_000n, '1')).toBe(1_010_000n)
    expect(maximumSold(1n, '1')).toBe(2n)
    expect(maximumSold(999n, '0.5')).toBe(1_004n)
    expect(maximumSold(1_000n, '0')).toBeUndefined()
  })

  it('the form waits for the quote, then checks the balance against the most the swap may take', () => {
    const base = { amount: 5n, slippage: '1', kind: 'exactOut' as const }
    const quote = (fromAmount: bigint | undefined) => ({ status: 'ready' as const, toAmount: 5n, fromAmount })
    // What it takes is unknown until quoted, so the balance cannot fail it earlier.
    expect(swapFormState({ ...base, balance: 0n, quote: { status: 'loading' } })).toBe('quoting')
    expect(swapFormState({ ...base, balance: 0n, quote: { status: 'error' } })).toBe('quoteFailed')
    expect(swapFormState({ ...base, balance: 0n, quote: quote(undefined) })).toBe('noLiquidity')
    // 100 quoted at 1 %: up to 101 may be taken.
    expect(swapFormState({ ...base, balance: 100n, quote: quote(100n) })).toBe('insufficientBalance')
    expect(swapFormState({ ...base, balance: 101n, quote: quote(100n) })).toBe('ready')
    expect(swapFormState({ ...base, balance: undefined, quote: quote(100n) })).toBe('ready')
    expect(swapFormState({ ...base, amount: undefined, balance: 101n, quote: quote(100n) })).toBe('enterAmount')
    expect(swapFormState({ ...base, slippage: '0', balance: 101n, quote: quote(100n) })).toBe('invalidSlippage')
  })

  it('the typed field shows what was typed; the other shows the quote, an exact output’s input to the last unit', () => {
    const eth = { decimals: 18 }
    const pusd = { decimals: 6 }
    const quote = { fromAmount: 123_456_789_012_345_678n, toAmount: 2_500_000n }
    expect(swapFields({ amount: '2.5', kind: 'exactOut' }, quote, eth, pusd)).toEqual({
      pay: '0.123456789012345678',
      receive: '2.5',
    })
    expect(swapFields({ amount: '0.1', kind: 'exactIn' }, quote, eth, pusd)).toEqual({ pay: '0.1', receive: '2.5' })
    // No quote yet (or a stale one already dropped): the other field is empty, not an old figure.
    expect(swapFields({ amount: '2.5', kind: 'exactOut' }, undefined, eth, pusd)).toEqual({ pay: '', receive: '2.5' })
    expect(swapFields({ amount: '0.1', kind: 'exactIn' }, undefined, eth, pusd)).toEqual({ pay: '0.1', receive: '' })
  })
})
