import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { NUL_MESSAGE, nulPath } from './nul'

/** Every error body has a stable code and a sentence; 400s also list what was wrong, field by field. */
export interface Problem {
  error: string
  message: string
  issues?: { path: string; message: string }[]
}

export function problem(c: Context, status: ContentfulStatusCode, error: string, message: string, extra: object = {}) {
  return c.json({ error, message, ...extra }, status)
}

export function issuesOf(issues: readonly v.BaseIssue<unknown>[]): { path: string; message: string }[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }))
}

export type Validated<T> = { ok: true; value: T } | { ok: false; response: Response }

/** Validates input against a schema, or gives the 400 response to return. */
export function validate<T>(
  c: Context,
  schema: v.GenericSchema<unknown, T>,
  input: unknown,
  what: string,
): Validated<T> {
  const parsed = v.safeParse(schema, input)
  if (parsed.success) return { ok: true, value: parsed.output }
  const issues = issuesOf(parsed.issues)
  const first = issues[0]
  const message = `Invalid ${what}: ${first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'malformed'}`
  return { ok: false, response: c.json({ error: 'BAD_REQUEST', message, issues } satisfies Problem, 400) }
}

/** Reads a JSON body, or gives the 400 to return when it is not JSON or holds text the store cannot keep. */
export async function jsonBody(c: Context): Promise<Validated<unknown>> {
  let value: unknown
  try {
    value = await c.req.json()
  } catch {
    return { ok: false, response: problem(c, 400, 'BAD_REQUEST', 'Request body must be JSON') }
  }
  return storable(c, value)
}

/** The value, or the 400 naming the first field with U+0000 (which PostgreSQL text and JSONB refuse). */
export function storable<T>(c: Context, value: T, root = ''): Validated<T> {
  const at = nulPath(value, root)
  if (at === undefined) return { ok: true, value }
  const path = at || 'body'
  const issues = [{ path, message: NUL_MESSAGE }]
  return { ok: false, response: c.json({ error: 'BAD_REQUEST', message: `${path} ${NUL_MESSAGE}`, issues }, 400) }
}
