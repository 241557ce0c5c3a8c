import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../http/logger'

/** One structured line a request: method, path, status, duration and project, never the body. */
export function requestLog(logger: Logger, now: () => number): MiddlewareHandler {
  return async (c, next) => {
    const started = now()
    await next()
    const status = c.res.status
    logger(status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info', 'request', {
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: now() - started,
      projectId: c.req.query('projectId') ?? null,
    })
  }
}
