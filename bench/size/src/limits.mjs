// Limits are gzip bytes: per fixture for `initial`, `reachable` and `all`, and for the difference portico − baseline.
// `reachable` is all JS minus the feature groups that need a configuration the fixture lacks (features.mjs).

/**
 * @typedef {import('./measure.mjs').Sizes} Sizes
 * @typedef {{ initial: Sizes, reachable: Sizes, all: Sizes }} FixtureSizes
 * @typedef {{ initial?: number, reachable?: number, all?: number }} OwnLimits
 * @typedef {{ fixtures: Record<string, OwnLimits>, difference?: { of: string, over: string } & OwnLimits }} Limits
 * @typedef {{ what: string, gzip: number, limit: number }} Breach
 */

const MEASURES = /** @type {const} */ (['initial', 'reachable', 'all'])

/**
 * @param {Record<string, FixtureSizes>} results
 * @param {Record<string, FixtureSizes> | null} diff the difference, when both fixtures it names were measured
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
  const d = limits.difference
  if (d && diff) {
    const sizes = diff[`${d.of} − ${d.over}`]
    if (!sizes) throw new Error(`no difference measured for ${d.of} − ${d.over}`)
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
