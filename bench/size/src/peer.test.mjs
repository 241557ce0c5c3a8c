import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serveDir, summarize } from './peer.mjs'

describe('peer benchmark helpers', () => {
  it('summarizes finite samples as median, min and max; none is null', () => {
    expect(summarize([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5 })
    expect(summarize([4, 1, Number.NaN, 2, 3])).toEqual({ median: 2.5, min: 1, max: 4 })
    expect(summarize([Number.NaN])).toBeNull()
  })

  it('serves the build uncached, index.html for /, 404 for a missing file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'peer-'))
    await writeFile(join(dir, 'index.html'), '<p>hi</p>')
    const server = await serveDir(dir)
    try {
      const page = await fetch(server.url)
      expect(await page.text()).toBe('<p>hi</p>')
      expect(page.headers.get('cache-control')).toBe('no-store')
      expect((await fetch(`${server.url}missing.js`)).status).toBe(404)
    } finally {
      await server.close()
    }
  })
})
