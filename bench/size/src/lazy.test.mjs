import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLazy, describeLazy, parseLazyRules } from './lazy.mjs'
import { parseLimits } from './limits.mjs'

const rule = { fixture: 'app', what: 'the SDK', markers: ['sdk_storage_key', 'sdk_method'] }
let dir
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'size-lazy-'))
  await writeFile(join(dir, 'entry.js'), 'import("./sdk.js")\n')
  await writeFile(join(dir, 'shared.js'), 'export const x = 1\n')
  await writeFile(
    join(dir, 'sdk.js'),
    `export const k = "sdk_storage_key"; export const m = "sdk_method"; ${'x'.repeat(2000)}\n`,
  )
  await writeFile(join(dir, 'leaky.js'), 'export const k = "sdk_storage_key"\n')
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('checkLazy', () => {
  it('passes when the markers are only in a lazy file, and reports that file and its size', async () => {
    const result = await checkLazy(
      dir,
      { initial: ['entry.js', 'shared.js'], all: ['entry.js', 'sdk.js', 'shared.js'] },
      rule,
    )
    expect(result.ok).toBe(true)
    expect(result.initialHits).toEqual([])
    expect(result.lazyFiles).toEqual(['sdk.js'])
    expect(result.lazy.raw).toBe((await readFile(join(dir, 'sdk.js'))).length)
    expect(result.lazy.gzip).toBeLessThan(result.lazy.raw)
    expect(describeLazy(result)).toMatch(/^lazy: the SDK stays out of app's initial JS; its chunk sdk\.js is/)
  })

  it('fails when any marker is in an initial file', async () => {
    const result = await checkLazy(
      dir,
      { initial: ['entry.js', 'leaky.js'], all: ['entry.js', 'leaky.js', 'sdk.js'] },
      rule,
    )
    expect(result.ok).toBe(false)
    expect(result.initialHits).toEqual([{ file: 'leaky.js', marker: 'sdk_storage_key' }])
    expect(describeLazy(result)).toBe('NOT LAZY: the SDK is in the initial JS of app ("sdk_storage_key" in leaky.js)')
  })

  it('fails when no lazy file carries all the markers (the library changed or left the build)', async () => {
    const result = await checkLazy(dir, { initial: ['entry.js'], all: ['entry.js', 'leaky.js', 'shared.js'] }, rule)
    expect(result.ok).toBe(false)
    expect(result.lazyFiles).toEqual([])
    expect(describeLazy(result)).toMatch(/^NOT FOUND/)
  })
})

describe('parseLazyRules', () => {
  it('accepts no rules and refuses rules without fixture, what or markers, or with short markers', () => {
    expect(parseLazyRules(undefined)).toEqual([])
    expect(() => parseLazyRules({})).toThrow(/must be a list/)
    expect(() => parseLazyRules([{ fixture: 'a', what: 'b', markers: [] }])).toThrow(/lazy\[0\]/)
    expect(() => parseLazyRules([{ what: 'b', markers: ['abcdef'] }])).toThrow(/lazy\[0\]/)
    expect(() => parseLazyRules([{ fixture: 'a', what: 'b', markers: ['wc'] }])).toThrow(/6 characters/)
  })

  it('limits.json keeps the universal provider out of the walletconnect fixture and its size limits parse', async () => {
    const { lazy, ...sizes } = JSON.parse(await readFile(new URL('../limits.json', import.meta.url), 'utf8'))
    expect(parseLimits(sizes).fixtures.walletconnect).toBeDefined()
    expect(parseLazyRules(lazy)).toContainEqual(
      expect.objectContaining({ fixture: 'walletconnect', what: '@walletconnect/universal-provider' }),
    )
  })
})
