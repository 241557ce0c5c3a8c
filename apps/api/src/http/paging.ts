import type { Context } from 'hono'
import { problem } from './problem'

/** The 400 answer to a cursor this service did not issue. */
export function badCursor(c: Context): Response {
  return problem(c, 400, 'BAD_REQUEST', 'cursor is not one this service issued', {
    issues: [{ path: 'cursor', message: 'not a cursor this service issued' }],
  })
}

/** The `limit` query parameter (a whole number from 1 to 100; `fallback` when absent), or the 400 answer naming it. */
export function readLimit(c: Context, fallback: number): { limit: number } | { response: Response } {
  const raw = c.req.query('limit')
  const limit = raw ? Number(raw) : fallback
  if (Number.isInteger(limit) && limit >= 1 && limit <= 100) return { limit }
  return {
    response: problem(c, 400, 'BAD_REQUEST', 'limit must be a whole number from 1 to 100', {
      issues: [{ path: 'limit', message: 'must be a whole number from 1 to 100' }],
    }),
  }
}
