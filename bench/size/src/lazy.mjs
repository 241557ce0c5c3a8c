// Lazy rules: text that only a library carries (a storage key, a JSON-RPC method name) must appear in no file of the
// initial JS and in at least one lazy file — the second half keeps the check from passing silently when the library
// changes its text or is dropped from the build. The lazy files that carry the markers are reported with their size.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { measureFiles } from './measure.mjs'

/**
 * @typedef {{ fixture: string, what: string, markers: string[] }} LazyRule
 * @typedef {{ what: string, fixture: string, initialHits: { file: string, marker: string }[], lazyFiles: string[],
 *   lazy: import('./measure.mjs').Sizes, ok: boolean }} LazyResult
 */

/** @param {unknown} value @returns {LazyRule[]} */
export function parseLazyRules(value) {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new Error('limits.json: "lazy" must be a list')
  return value.map((rule, i) => {
    const r = /** @type {LazyRule} */ (rule)
    const markers = Array.isArray(r?.markers) ? r.markers : []
    if (typeof r?.fixture !== 'string' || typeof r.what !== 'string' || markers.length === 0) {
      throw new Error(`limits.json: lazy[${i}] needs "fixture", "what" and a non-empty "markers" list`)
    }
    if (!markers.every((m) => typeof m === 'string' && m.length >= 6)) {
      throw new Error(`limits.json: lazy[${i}].markers must be strings of 6 characters or more`)
    }
    return { fixture: r.fixture, what: r.what, markers }
  })
}

/**
 * @param {string} outDir the fixture's build output
 * @param {{ initial: string[], all: string[] }} files as buildAndMeasure lists them
 * @param {LazyRule} rule
 * @returns {Promise<LazyResult>}
 */
export async function checkLazy(outDir, files, rule) {
  const initial = new Set(files.initial)
  /** @type {{ file: string, marker: string }[]} */
  const initialHits = []
  /** @type {string[]} */
  const lazyFiles = []
  for (const file of files.all) {
    const code = await readFile(join(outDir, file), 'utf8')
    const found = rule.markers.filter((marker) => code.includes(marker))
    if (initial.has(file)) for (const marker of found) initialHits.push({ file, marker })
    else if (found.length === rule.markers.length) lazyFiles.push(file)
  }
  const lazy = await measureFiles(outDir, lazyFiles)
  return {
    what: rule.what,
    fixture: rule.fixture,
    initialHits,
    lazyFiles,
    lazy,
    ok: initialHits.length === 0 && lazyFiles.length > 0,
  }
}

/** One line per rule for the console. @param {LazyResult} r */
export function describeLazy(r) {
  const kb = (/** @type {number} */ n) => `${(n / 1000).toFixed(2)} kB`
  if (r.initialHits.length > 0) {
    const where = r.initialHits.map((h) => `"${h.marker}" in ${h.file}`).join(', ')
    return `NOT LAZY: ${r.what} is in the initial JS of ${r.fixture} (${where})`
  }
  if (r.lazyFiles.length === 0) return `NOT FOUND: no lazy chunk of ${r.fixture} carries ${r.what} (markers changed?)`
  return `lazy: ${r.what} stays out of ${r.fixture}'s initial JS; its chunk ${r.lazyFiles.join(', ')} is ${kb(r.lazy.gzip)} gzip (${kb(r.lazy.raw)} raw)`
}
