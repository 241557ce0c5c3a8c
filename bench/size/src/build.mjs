import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build } from 'vite'
import { initialJsFiles } from './manifest.mjs'
import { listJsFiles, measureFiles } from './measure.mjs'

/** Builds one fixture with its own vite.config.ts in production mode and measures its initial and all JS. */
export async function buildAndMeasure(
  /** @type {string} */ fixtureDir,
  configFile = join(fixtureDir, 'vite.config.ts'),
) {
  const started = performance.now()
  await build({ root: fixtureDir, configFile, mode: 'production' })
  const outDir = join(fixtureDir, 'dist')
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'))
  const initialFiles = initialJsFiles(manifest)
  const allFiles = await listJsFiles(outDir)
  return {
    initial: await measureFiles(outDir, initialFiles),
    all: await measureFiles(outDir, allFiles),
    files: { initial: initialFiles, all: allFiles },
    buildMs: Math.round(performance.now() - started),
  }
}
