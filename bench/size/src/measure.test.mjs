import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { difference, listJsFiles, measureFiles, sizesOf, sumSizes } from './measure.mjs'

let dir
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'size-measure-'))
  await mkdir(join(dir, 'assets'))
  await mkdir(join(dir, '.vite'))
  await writeFile(join(dir, 'assets', 'a.js'), 'console.log("a");'.repeat(200))
  await writeFile(join(dir, 'assets', 'b.js'), 'export const b = 1\n')
  await writeFile(join(dir, 'assets', 'c.css'), 'body{}')
  await writeFile(join(dir, '.vite', 'manifest.js'), '{}')
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('sizesOf', () => {
  it('gives the raw length and the real gzip and brotli lengths', () => {
    const bytes = Buffer.from('portico '.repeat(500))
    const s = sizesOf(bytes)
    expect(s.raw).toBe(4000)
    expect(s.gzip).toBeLessThan(100)
    expect(s.brotli).toBeLessThan(s.gzip)
    expect(s.gzip).toBeGreaterThan(0)
  })

  it('counts gzip bytes that really decompress to the input', async () => {
    const { gzipSync } = await import('node:zlib')
    const bytes = Buffer.from('abc'.repeat(50))
    const gz = gzipSync(bytes, { level: 9 })
    expect(gunzipSync(gz).equals(bytes)).toBe(true)
    expect(sizesOf(bytes).gzip).toBe(gz.length)
  })
})

describe('files on disk', () => {
  it('lists only JS, outside .vite/', async () => {
    expect(await listJsFiles(dir)).toEqual(['assets/a.js', 'assets/b.js'])
  })

  it('sums per-file sizes', async () => {
    const both = await measureFiles(dir, ['assets/a.js', 'assets/b.js'])
    const a = await measureFiles(dir, ['assets/a.js'])
    const b = await measureFiles(dir, ['assets/b.js'])
    expect(both).toEqual(sumSizes([a, b]))
    expect(a.raw).toBe(3400)
    expect(difference(both, a)).toEqual(b)
  })
})
