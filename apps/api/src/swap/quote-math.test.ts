import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  amountIn,
  amountOut,
  amountsIn,
  amountsOut,
  bestPath,
  bestPathIn,
  bpsToPercent,
  constantProductOut,
  feeBps,
  type Hop,
  maximumIn,
  minimumOut,
  priceImpactBps,
  slippageToBps,
} from './quote-math'

const reserve = fc.bigInt({ min: 1_000n, max: 10n ** 30n })
const amount = fc.bigInt({ min: 1n, max: 10n ** 30n })
const hop = fc.record({ reserveIn: reserve, reserveOut: reserve })
// A thin direct pool and a deep two-hop route: small trades go direct, large ones around.
const thin = { id: 'direct', hops: [{ reserveIn: 10n ** 6n, reserveOut: 10n ** 6n }] }
const deep = {
  id: 'two-hop',
  hops: [
    { reserveIn: 10n ** 12n, reserveOut: 10n ** 12n },
    { reserveIn: 10n ** 12n, reserveOut: 10n ** 12n },
  ],
}
const routes = fc.array(fc.array(hop, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 4 })

describe('amountOut', () => {
  test('matches the pair contract on known figures', () => {
    // 1 ETH into 100 ETH / 300 000 PUSD: 997·300000e6 / (100·1000 + 997) ≈ 2 961.47 PUSD.
    expect(amountOut(10n ** 18n, { reserveIn: 100n * 10n ** 18n, reserveOut: 300_000n * 10n ** 6n })).toBe(
      2_961_474_103n,
    )
    expect(amountOut(0n, { reserveIn: 1n, reserveOut: 1n })).toBe(0n)
    expect(amountOut(5n, { reserveIn: 0n, reserveOut: 10n })).toBe(0n)
  })

  test('a quote never exceeds the constant-product output, nor the reserve it draws on', () => {
    fc.assert(
      fc.property(amount, hop, (amountIn, pool) => {
        const out = amountOut(amountIn, pool)
        expect(out).toBeLessThanOrEqual(constantProductOut(amountIn, pool))
        expect(out).toBeLessThan(pool.reserveOut)
        expect(out).toBeGreaterThanOrEqual(0n)
      }),
    )
  })

  test('the pool keeps its invariant: k after the trade (with the fee kept in) is not below k before', () => {
    fc.assert(
      fc.property(amount, hop, (amountIn, pool) => {
        const out = amountOut(amountIn, pool)
        expect((pool.reserveIn + amountIn) * (pool.reserveOut - out)).toBeGreaterThanOrEqual(
          pool.reserveIn * pool.reserveOut,
        )
      }),
    )
  })

  test('more in never pays less out', () => {
    fc.assert(
      fc.property(amount, amount, hop, (a, b, pool) => {
        const [small, large] = a < b ? [a, b] : [b, a]
        expect(amountOut(small, pool)).toBeLessThanOrEqual(amountOut(large, pool))
      }),
    )
  })

  test('a path never pays more than the constant-product output hop by hop', () => {
    fc.assert(
      fc.property(amount, fc.array(hop, { minLength: 1, maxLength: 3 }), (amountIn, hops) => {
        const amounts = amountsOut(amountIn, hops)
        expect(amounts).toHaveLength(hops.length + 1)
        hops.forEach((pool, i) => {
          expect(amounts[i + 1]).toBeLessThanOrEqual(constantProductOut(amounts[i] ?? 0n, pool))
        })
      }),
    )
  })
})

describe('amountIn (exact output)', () => {
  test('matches the router on known figures, and cannot ask a pool for all it holds', () => {
    // 2 961.474103 PUSD out of 100 ETH / 300 000 PUSD takes just under 1 ETH: the exact-input figure run backwards.
    const pool = { reserveIn: 100n * 10n ** 18n, reserveOut: 300_000n * 10n ** 6n }
    const needed = amountIn(2_961_474_103n, pool) ?? 0n
    expect(needed).toBeLessThanOrEqual(10n ** 18n)
    expect(amountOut(needed, pool)).toBe(2_961_474_103n)
    // reserveIn·out·1000 / ((reserveOut − out)·997) + 1, even when the division is exact.
    expect(amountIn(1n, { reserveIn: 997n, reserveOut: 1_001n })).toBe(2n)
    expect(amountOut(1n, { reserveIn: 997n, reserveOut: 1_001n })).toBe(1n)
    expect(amountIn(10n, { reserveIn: 10n, reserveOut: 10n })).toBeUndefined()
    expect(amountIn(0n, pool)).toBeUndefined()
  })

  test('the input it asks for pays the output, and one less does not (two less where the router adds its 1 to an exact quotient)', () => {
    fc.assert(
      fc.property(amount, hop, (out, pool) => {
        fc.pre(out < pool.reserveOut)
        const needed = amountIn(out, pool) ?? 0n
        expect(amountOut(needed, pool)).toBeGreaterThanOrEqual(out)
        const exact = (pool.reserveIn * out * 1000n) % ((pool.reserveOut - out) * 997n) === 0n
        const less = needed - (exact ? 2n : 1n)
        expect(amountOut(less, pool)).toBeLessThan(out)
      }),
    )
  })

  test('the constant-product formula with the fee agrees: the input is the smallest that keeps k', () => {
    fc.assert(
      fc.property(amount, hop, (out, pool) => {
        fc.pre(out < pool.reserveOut)
        const needed = amountIn(out, pool) ?? 0n
        // The pair's check: balances adjusted for the 0.3 % fee keep reserveIn·reserveOut.
        const k = (x: bigint) => ((pool.reserveIn + x) * 1000n - x * 3n) * (pool.reserveOut - out) * 1000n
        const before = pool.reserveIn * pool.reserveOut * 1_000_000n
        expect(k(needed)).toBeGreaterThanOrEqual(before)
        expect(k(needed - 2n)).toBeLessThan(before)
      }),
    )
  })

  test('over a path, each hop gets what the next needs and the whole input pays the output', () => {
    fc.assert(
      fc.property(amount, fc.array(hop, { minLength: 1, maxLength: 2 }), (out, hops) => {
        const amounts = amountsIn(out, hops)
        fc.pre(amounts !== undefined)
        expect(amounts).toHaveLength(hops.length + 1)
        expect(amounts?.at(-1)).toBe(out)
        expect(amountsOut(amounts?.[0] ?? 0n, hops).at(-1)).toBeGreaterThanOrEqual(out)
      }),
    )
  })

  test('bestPathIn picks the path needing least, and undefined when no pool holds the output', () => {
    expect(bestPathIn(10n ** 5n, [thin, deep])?.path.id).toBe('two-hop')
    expect(bestPathIn(10n ** 13n, [thin, deep])).toBeUndefined()
    fc.assert(
      fc.property(amount, routes, (out, all) => {
        const best = bestPathIn(
          out,
          all.map((hops) => ({ hops })),
        )
        for (const hops of all) {
          const input = amountsIn(out, hops)?.[0]
          if (input !== undefined) expect(best?.amounts[0]).toBeLessThanOrEqual(input)
        }
      }),
    )
  })
})

describe('priceImpactBps', () => {
  test('is between 0 and 100 % and grows with the trade (within a basis point of rounding)', () => {
    fc.assert(
      fc.property(amount, amount, hop, (a, b, pool) => {
        const [small, large] = a < b ? [a, b] : [b, a]
        // An output of a few base units is all rounding; the property is about trades the pool can price.
        fc.pre(amountOut(small, pool) >= 1_000_000n)
        const impact = (x: bigint) => priceImpactBps(x, [pool], amountOut(x, pool))
        expect(impact(small)).toBeGreaterThanOrEqual(0n)
        expect(impact(large)).toBeLessThanOrEqual(10_000n)
        expect(impact(small)).toBeLessThanOrEqual(impact(large) + 1n)
      }),
    )
  })

  test('is near 0 for a trade tiny against the pool and about half for one the size of the pool', () => {
    const pool: Hop = { reserveIn: 10n ** 24n, reserveOut: 10n ** 24n }
    expect(priceImpactBps(10n ** 18n, [pool], amountOut(10n ** 18n, pool))).toBeLessThanOrEqual(1n)
    const big = priceImpactBps(10n ** 24n, [pool], amountOut(10n ** 24n, pool))
    expect(big).toBeGreaterThanOrEqual(4_990n)
    expect(big).toBeLessThanOrEqual(5_010n)
  })
})

describe('bestPath', () => {
  test('picks the path that pays most, and undefined when none pays', () => {
    expect(bestPath(10n ** 6n, [thin, deep])?.path.id).toBe('two-hop')
    expect(bestPath(10n, [thin, deep])?.path.id).toBe('direct')
    expect(bestPath(10n, [{ id: 'empty', hops: [{ reserveIn: 0n, reserveOut: 0n }] }])).toBeUndefined()
  })

  test('its output is the largest of the candidates', () => {
    fc.assert(
      fc.property(amount, routes, (x, all) => {
        const best = bestPath(
          x,
          all.map((hops) => ({ hops })),
        )
        const outs = all.map((hops) => amountsOut(x, hops).at(-1) ?? 0n)
        const [max = 0n] = [...outs].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
        expect(best?.amounts.at(-1) ?? 0n).toBe(max)
      }),
    )
  })
})

describe('slippage and formatting', () => {
  test('minimumOut takes the tolerance off and never exceeds the quote', () => {
    expect(minimumOut(1_000_000n, 100n)).toBe(990_000n)
    expect(() => minimumOut(1n, 10_001n)).toThrow(RangeError)
    fc.assert(
      fc.property(amount, fc.bigInt({ min: 0n, max: 10_000n }), (out, bps) => {
        expect(minimumOut(out, bps)).toBeLessThanOrEqual(out)
      }),
    )
  })

  test('maximumIn adds the tolerance, rounded up, and never goes below the quote', () => {
    expect(maximumIn(1_000_000n, 100n)).toBe(1_010_000n)
    expect(maximumIn(1n, 100n)).toBe(2n)
    expect(() => maximumIn(1n, -1n)).toThrow(RangeError)
    fc.assert(
      fc.property(amount, fc.bigInt({ min: 0n, max: 10_000n }), (input, bps) => {
        expect(maximumIn(input, bps)).toBeGreaterThanOrEqual(input)
      }),
    )
  })

  test('slippage percents parse to basis points within (0, 50 %]', () => {
    expect(slippageToBps('1')).toBe(100n)
    expect(slippageToBps('0.5')).toBe(50n)
    expect(slippageToBps('12.25')).toBe(1_225n)
    for (const bad of ['0', '51', '-1', 'abc', '1.234', '', '1e2']) expect(slippageToBps(bad)).toBeUndefined()
  })

  test('fees and percents', () => {
    expect(feeBps(1)).toBe(30n)
    expect(feeBps(2)).toBe(60n)
    expect(bpsToPercent(30n)).toBe('0.30')
    expect(bpsToPercent(12_345n)).toBe('123.45')
  })
})
