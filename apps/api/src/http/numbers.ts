import * as v from 'valibot'

// The store's integer columns are BIGINT (±2^63) and INTEGER (±2^31); a JSON number past them, or past what a
// double holds exactly, would reach the query and fail there as a 500. Every number a client sends is bounded here.

/** Largest INTEGER column value. */
export const MAX_INT32 = 2 ** 31 - 1
/** Largest BIGINT column value. */
export const MAX_INT64 = 2n ** 63n - 1n

/** A whole number within [min, max], both at most Number.MAX_SAFE_INTEGER so it round-trips exactly. */
export const wholeNumber = (min = 0, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(v.number(), v.integer(), v.minValue(min, `must be at least ${min}`), v.maxValue(max, `must be at most ${max}`))
