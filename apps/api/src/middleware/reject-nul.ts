import type { MiddlewareHandler } from 'hono'
import { NUL_MESSAGE, nulPath } from '../http/nul'
import { problem } from '../http/problem'

/** Refuses a path or query parameter with U+0000 (`%00`) before any route hands it to the store: 400 naming it. */
export function rejectNul(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url
    if (/%00/i.test(url)) {
      const query = url.indexOf('?')
      const inPath = /%00/i.test(query === -1 ? url : url.slice(0, query))
      const at = inPath ? 'path' : nulPath(c.req.queries())?.replace(/\.\d+$/, '')
      if (at !== undefined) {
        return problem(c, 400, 'BAD_REQUEST', `${at} ${NUL_MESSAGE}`, { issues: [{ path: at, message: NUL_MESSAGE }] })
      }
    }
    await next()
  }
}
