import type { MiddlewareHandler } from 'hono'
import type { Logger, LogLevel } from '../http/logger'

/** One structured line a request: method, path, status, duration and project, never the body. */
export function requestLog(logger: Logger, now: () => number): MiddlewareHandler {
  return async (c, next) => {
    const started = now()
    await next()
    const status = c.res.status
    logger(levelOf(status), 'request', {
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: now() - started,
      projectId: c.req.query('projectId') ?? null,
    })
  }
}

/**
 * 501 is the answer a route not built yet gives on purpose: expected, so not an error (nor a warning). Every other
 * 5xx is something that went wrong here or upstream.
 */
function levelOf(status: number): LogLevel {
  if (status === 501) return 'info'
  return status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info'
}
