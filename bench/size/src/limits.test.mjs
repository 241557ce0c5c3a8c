import { describe, expect, it } from 'vitest'
import { checkLimits, parseLimits } from './limits.mjs'

const sizes = (gzip) => ({ raw: gzip * 3, gzip, brotli: gzip - 10 })
const fixture = (initial, all) => ({ initial: sizes(initial), all: sizes(all) })
const limits = parseLimits({
  fixtures: { baseline: { initial: 1000, all: 2000 }, portico: { initial: 1200 } },
  difference: { of: 'portico', over: 'baseline', initial: 150, all: 500 },
})
const diffOf = (a, b) => ({
  'portico − baseline': {
    initial: sizes(a.initial.gzip - b.initial.gzip),
    all: sizes(a.all.gzip - b.all.gzip),
  },
})

describe('checkLimits', () => {
  it('passes figures at or under their limits', () => {
    const results = { baseline: fixture(1000, 2000), portico: fixture(1100, 2100) }
    expect(checkLimits(results, diffOf(results.portico, results.baseline), limits)).toEqual([])
  })

  it('fails a fixture figure one byte over its limit', () => {
    const results = { baseline: fixture(1001, 2000), portico: fixture(1100, 2100) }
    expect(checkLimits(results, diffOf(results.portico, results.baseline), limits)).toEqual([
      { what: 'baseline initial JS', gzip: 1001, limit: 1000 },
    ])
  })

  it('fails the difference when portico costs more than its budget over baseline', () => {
    const results = { baseline: fixture(900, 1500), portico: fixture(1100, 2100) }
    expect(checkLimits(results, diffOf(results.portico, results.baseline), limits)).toEqual([
      { what: 'portico − baseline initial JS', gzip: 200, limit: 150 },
      { what: 'portico − baseline all JS', gzip: 600, limit: 500 },
    ])
  })

  it('refuses a fixture that has no limits', () => {
    expect(() => checkLimits({ other: fixture(1, 1) }, null, limits)).toThrow(/no limits for the fixture "other"/)
  })
})

describe('parseLimits', () => {
  it('rejects unknown measures and non-positive byte counts', () => {
    expect(() => parseLimits({})).toThrow(/fixtures/)
    expect(() => parseLimits({ fixtures: { a: { first: 10 } } })).toThrow(/fixtures\.a\.first/)
    expect(() => parseLimits({ fixtures: { a: { initial: -1 } } })).toThrow(/fixtures\.a\.initial/)
    expect(() => parseLimits({ fixtures: { a: { all: 1.5 } } })).toThrow(/fixtures\.a\.all/)
  })
})

describe('several differences', () => {
  const both = parseLimits({
    fixtures: { baseline: { initial: 1000 }, portico: { initial: 1200 }, elements: { initial: 900 }, email: {} },
    difference: [
      { of: 'portico', over: 'baseline', initial: 150 },
      { of: 'email', over: 'elements', initial: 100 },
    ],
  })
  const results = {
    baseline: fixture(900, 1500),
    portico: fixture(1000, 2000),
    elements: fixture(800, 1000),
    email: fixture(901, 1200),
  }

  it('checks each difference that was measured, and skips one whose fixtures were not both built', () => {
    const diff = {
      ...diffOf(results.portico, results.baseline),
      'email − elements': { initial: sizes(101), all: sizes(200) },
    }
    expect(checkLimits(results, diff, both)).toEqual([{ what: 'email − elements initial JS', gzip: 101, limit: 100 }])
    expect(checkLimits(results, diffOf(results.portico, results.baseline), both)).toEqual([])
  })
})
