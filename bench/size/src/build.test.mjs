import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildAndMeasure } from './build.mjs'

// A real Vite build of a made-up app: the entry imports a module statically and another lazily, so the lazy chunk
// must count in "all" and not in "initial".
let dir
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'size-build-'))
  await mkdir(join(dir, 'src'))
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><div id="o"></div><script type="module" src="/src/main.js"></script>',
  )
  await writeFile(
    join(dir, 'src', 'main.js'),
    "import { now } from './now.js'\ndocument.getElementById('o').textContent = now()\ndocument.onclick = () => import('./lazy.js').then((m) => m.run())\n",
  )
  await writeFile(join(dir, 'src', 'now.js'), "export const now = () => 'loaded at ' + Date.now()\n")
  await writeFile(
    join(dir, 'src', 'lazy.js'),
    `export const run = () => console.log(${JSON.stringify('lazy '.repeat(300))})\n`,
  )
  await writeFile(
    join(dir, 'vite.config.mjs'),
    "export default { logLevel: 'silent', build: { manifest: true, outDir: 'dist', emptyOutDir: true } }\n",
  )
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('buildAndMeasure', () => {
  it('measures the entry as initial and the lazy chunk only in all', async () => {
    const result = await buildAndMeasure(dir, join(dir, 'vite.config.mjs'))
    expect(result.files.initial).toHaveLength(1)
    expect(result.files.initial[0]).toMatch(/^assets\/index-.*\.js$/)
    expect(result.files.all).toHaveLength(2)
    expect(result.files.all.some((f) => /^assets\/lazy-.*\.js$/.test(f))).toBe(true)
    expect(result.all.raw).toBeGreaterThan(result.initial.raw + 1500)
    expect(result.initial.gzip).toBeLessThan(result.initial.raw)
  })
})
