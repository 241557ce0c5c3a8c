/** @typedef {import('./limits.mjs').FixtureSizes} FixtureSizes */

export const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(2)} kB`

/**
 * A plain-text table of sizes in kB (1 kB = 1000 bytes), one row per fixture or difference: initial JS, the JS a user
 * of the fixture can reach, and every emitted file (the static total).
 */
export function formatTable(/** @type {Record<string, FixtureSizes>} */ rows) {
  const header = [
    '',
    'initial raw',
    'initial gzip',
    'initial brotli',
    'reachable gzip',
    'all raw',
    'all gzip',
    'all brotli',
  ]
  const body = Object.entries(rows).map(([name, s]) => [
    name,
    kb(s.initial.raw),
    kb(s.initial.gzip),
    kb(s.initial.brotli),
    kb(s.reachable.gzip),
    kb(s.all.raw),
    kb(s.all.gzip),
    kb(s.all.brotli),
  ])
  return layOut(header, body)
}

/** Columns padded to their widest cell: the first to the left, the others (figures) to the right. */
export function layOut(/** @type {string[]} */ header, /** @type {string[][]} */ body) {
  const table = [header, ...body]
  const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)))
  const line = (/** @type {string[]} */ row) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n')
}
