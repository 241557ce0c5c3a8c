import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes */

/** Sizes of one file's bytes at the strongest settings a static host would use. @returns {Sizes} */
export function sizesOf(/** @type {Buffer} */ bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  }
}

/** Files are sent (and compressed) one by one, so a set's size is the sum of its files' sizes. @returns {Sizes} */
export function sumSizes(/** @type {Sizes[]} */ list) {
  return list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  })
}

/** @returns {Sizes} */
export function difference(/** @type {Sizes} */ a, /** @type {Sizes} */ b) {
  return { raw: a.raw - b.raw, gzip: a.gzip - b.gzip, brotli: a.brotli - b.brotli }
}

/** Every .js file under dir (relative paths, sorted), leaving out Vite's own .vite/ folder. */
export async function listJsFiles(/** @type {string} */ dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .filter((path) => !path.startsWith('.vite'))
    .sort()
}

/** @returns {Promise<Sizes>} */
export async function measureFiles(/** @type {string} */ dir, /** @type {string[]} */ files) {
  const sizes = await Promise.all(files.map(async (file) => sizesOf(await readFile(join(dir, file)))))
  return sumSizes(sizes)
}
