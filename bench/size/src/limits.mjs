// Limits are gzip bytes: per fixture for `initial`, `reachable` and `all`, and for each difference between two fixtures
// (portico − baseline; email − elements, issue 16's "an app with email login keeps its initial JS within 1 kB").
// `reachable` is all JS minus the feature groups that need a configuration the fixture lacks (features.mjs).

/**
 * @typedef {import('./measure.mjs').Sizes} Sizes
 * @typedef {{ initial: Sizes, reachable: Sizes, all: Sizes }} FixtureSizes
 * @typedef {{ initial?: number, reachable?: number, all?: number }} OwnLimits
 * @typedef {{ of: string, over: string } & OwnLimits} DifferenceLimits
 * @typedef {{ fixtures: Record<string, OwnLimits>, difference?: DifferenceLimits | DifferenceLimits[] }} Limits
 * @typedef {{ what: string, gzip: number, limit: number }} Breach
 */

const MEASURES = /** @type {const} */ (['initial', 'reachable', 'all'])

/**
 * @param {Record<string, FixtureSizes>} results
 * @param {Record<string, FixtureSizes> | null} diff the differences whose two fixtures were both measured
 * @param {Limits} limits
 * @returns {Breach[]}
 */
export function checkLimits(results, diff, limits) {
  /** @type {Breach[]} */
  const breaches = []
  for (const [name, sizes] of Object.entries(results)) {
    const own = limits.fixtures[name]
    if (!own) throw new Error(`limits.json has no limits for the fixture "${name}"`)
    for (const measure of MEASURES) {
      const limit = own[measure]
      if (limit !== undefined && sizes[measure].gzip > limit) {
        breaches.push({ what: `${name} ${measure} JS`, gzip: sizes[measure].gzip, limit })
      }
    }
  }
  for (const d of differences(limits)) {
    // A run of some fixtures only (`run.mjs elements`) measures no difference whose other fixture it left out.
    const sizes = diff?.[`${d.of} − ${d.over}`]
    if (!sizes) continue
    for (const measure of MEASURES) {
      const limit = d[measure]
      if (limit !== undefined && sizes[measure].gzip > limit) {
        breaches.push({ what: `${d.of} − ${d.over} ${measure} JS`, gzip: sizes[measure].gzip, limit })
      }
    }
  }
  return breaches
}

/** @param {unknown} value @returns {Limits} */
export function parseLimits(value) {
  const v = /** @type {Limits} */ (value)
  if (typeof v !== 'object' || v === null || typeof v.fixtures !== 'object' || v.fixtures === null) {
    throw new Error('limits.json must have a "fixtures" object')
  }
  for (const [name, own] of Object.entries(v.fixtures)) {
    for (const [key, limit] of Object.entries(own)) {
      if (!(MEASURES.includes(/** @type {'initial'} */ (key)) && Number.isInteger(limit) && limit > 0)) {
        throw new Error(
          `limits.json: fixtures.${name}.${key} must be "initial", "reachable" or "all" with a positive byte count`,
        )
      }
    }
  }
  return v
}

/** The difference limits as a list (limits.json may give one object or several). @param {Limits} limits */
export function differences(limits) {
  const d = limits.difference
  return Array.isArray(d) ? d : d ? [d] : []
}
