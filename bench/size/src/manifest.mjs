// Vite's build manifest maps each source to its output chunk; `imports` are the static imports (loaded before the
// entry runs), `dynamicImports` are lazy. The initial JS is every entry chunk plus the closure of its static imports.

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * @param {Manifest} manifest
 * @returns {string[]} output files (relative to outDir) of the initial JS, sorted
 */
export function initialJsFiles(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length === 0) throw new Error('the manifest has no entry chunk (is build.manifest on?)')
  const seen = new Set()
  const files = new Set()
  const stack = [...entries]
  while (stack.length > 0) {
    const key = /** @type {string} */ (stack.pop())
    if (seen.has(key)) continue
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the manifest refers to "${key}" but has no such chunk`)
    if (chunk.file.endsWith('.js')) files.add(chunk.file)
    for (const next of chunk.imports ?? []) stack.push(next)
  }
  return [...files].sort()
}
