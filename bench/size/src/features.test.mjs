import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkFeatures,
  formatFeatureTable,
  groupLazyFiles,
  parseFeatureBudgets,
  unreachableFiles,
} from './features.mjs'

const files = {
  initial: ['assets/index-AAAA.js'],
  all: [
    'assets/index-AAAA.js',
    'assets/AccountView-x1-y1.js',
    'assets/ProfileWalletsView-x2-y2.js',
    'assets/es-x3-y3.js',
    'assets/SendView-x4-y4.js',
  ],
}

const budgets = (list) => parseFeatureBudgets({ portico: list }).portico

describe('parseFeatureBudgets', () => {
  it('reads each fixture’s groups, patterns as regular expressions', () => {
    const [account, rest] = budgets([
      { name: 'Account', gzip: 100, files: ['^AccountView-'] },
      { name: 'other', gzip: 50, rest: true },
    ])
    expect(account?.patterns[0]?.test('AccountView-1-2.js')).toBe(true)
    expect(rest?.rest).toBe(true)
    expect(parseFeatureBudgets(undefined)).toEqual({})
  })

  it.each([
    [[{ gzip: 1, files: ['^a'] }], /needs a "name"/],
    [[{ name: 'A', gzip: 0, files: ['^a'] }], /positive "gzip"/],
    [[{ name: 'A', gzip: 1 }], /needs "files" or "rest": true/],
    [[{ name: 'A', gzip: 1, files: [3] }], /must be patterns/],
    [
      [
        { name: 'A', gzip: 1, rest: true },
        { name: 'B', gzip: 1, rest: true },
      ],
      /two "rest" groups/,
    ],
  ])('refuses a malformed budget (%#)', (list, message) => {
    expect(() => budgets(list)).toThrow(message)
  })
})

describe('groupLazyFiles', () => {
  it('puts each lazy chunk in the first group that names it, the rest in the rest group, never an initial one', () => {
    const groups = budgets([
      { name: 'Account', gzip: 100, files: ['^AccountView-', '^ProfileWalletsView-'] },
      { name: 'views', gzip: 100, files: ['View-'] },
      { name: 'other', gzip: 100, rest: true },
    ])
    const grouped = [...groupLazyFiles(files, groups)].map(([g, list]) => [g.name, list])
    expect(grouped).toEqual([
      ['Account', ['assets/AccountView-x1-y1.js', 'assets/ProfileWalletsView-x2-y2.js']],
      ['views', ['assets/SendView-x4-y4.js']],
      ['other', ['assets/es-x3-y3.js']],
    ])
  })

  it('without a rest group leaves unnamed chunks out', () => {
    const groups = budgets([{ name: 'Account', gzip: 100, files: ['^AccountView-'] }])
    expect([...groupLazyFiles(files, groups).values()]).toEqual([['assets/AccountView-x1-y1.js']])
  })
})

describe('checkFeatures', () => {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'features-'))
    await writeFile(join(dir, 'AccountView-x1-y1.js'), 'a'.repeat(2000))
    await writeFile(join(dir, 'es-x3-y3.js'), 'export const es = ["Cerrar"]')
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))
  const lazy = { initial: [], all: ['AccountView-x1-y1.js', 'es-x3-y3.js'] }

  it('passes a group within its budget and fails one over it, with the figures', async () => {
    const results = await checkFeatures(
      'portico',
      dir,
      lazy,
      budgets([
        { name: 'Account', gzip: 10, files: ['^AccountView-'] },
        { name: 'locales', gzip: 1000, files: ['^es-'] },
      ]),
    )
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['Account', false],
      ['locales', true],
    ])
    expect(results[0]?.problem).toMatch(/^\d+ B gzip, budget 10 B$/)
    expect(results[0]?.sizes.raw).toBe(2000)
    expect(formatFeatureTable(results)).toMatch(/portico: Account\s+1\s+2\.00 kB\s+0\.\d\d kB\s+0\.01 kB\s+OVER/)
  })

  it('fails a group whose patterns match no lazy chunk; an empty rest group is fine', async () => {
    const results = await checkFeatures(
      'portico',
      dir,
      lazy,
      budgets([
        { name: 'Send', gzip: 1000, files: ['^SendView-'] },
        { name: 'all', gzip: 1000, files: ['.'] },
        { name: 'other', gzip: 1000, rest: true },
      ]),
    )
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['Send', false],
      ['all', true],
      ['other', true],
    ])
    expect(results[0]?.problem).toMatch(/no lazy chunk matches \^SendView-/)
    expect(formatFeatureTable(results)).toContain('MISSING')
  })
})

describe('groups that need a configuration', () => {
  it('accept only a known configuration, on a group with files', () => {
    expect(() => budgets([{ name: 'A', gzip: 1, files: ['^a'], needs: 'wifi' }])).toThrow(/"needs" must be one of/)
    expect(() => budgets([{ name: 'A', gzip: 1, rest: true, needs: 'service' }])).toThrow(/"needs" must be one of/)
    expect(budgets([{ name: 'A', gzip: 1, files: ['^a'], needs: 'embedded wallet' }])[0]?.needs).toBe('embedded wallet')
  })

  it('are measured like any group and their files are the ones left out of the reachable JS', () => {
    const results = [
      { fixture: 'portico', name: 'Account', files: ['assets/AccountView-x1-y1.js'], needs: undefined },
      {
        fixture: 'portico',
        name: 'swaps',
        files: ['assets/SwapView-x-y.js', 'assets/es-swaps-x-y.js'],
        needs: 'service',
      },
    ]
    expect(unreachableFiles(/** @type {any} */ (results))).toEqual(['assets/SwapView-x-y.js', 'assets/es-swaps-x-y.js'])
  })
})
