import type { MiddlewareHandler } from 'hono'
import { authProblem } from '../auth/answers'
import type { AppEnv } from '../server/context'

/**
 * Scope of /auth/v1/*: CORS admits exactly the configured secure-site origins — never the host page, which must not
 * be able to call these with a user's session — then `?projectId=` and the project's rate limit. Requests with no
 * Origin (the secure site's own server checking a session, a mailed link opened in a browser) pass.
 */
export function authScope(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ctx = c.get('ctx')
    const origin = c.req.header('origin')
    if (origin) {
      if (!(ctx.options.secureSiteOrigins ?? []).includes(origin)) {
        return authProblem(c, 403, 'ORIGIN_NOT_ALLOWED', `Origin ${origin} may not call the auth api`)
      }
      c.header('Access-Control-Allow-Origin', origin)
      c.header('Vary', 'Origin')
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
      c.header('Access-Control-Allow-Headers', 'authorization, content-type')
      c.header('Access-Control-Max-Age', '600')
      return c.body(null, 204)
    }
    const projectId = c.req.query('projectId')
    if (!projectId) {
      return authProblem(c, 400, 'BAD_REQUEST', 'Missing query parameter projectId', {
        issues: [{ path: 'projectId', message: 'required' }],
      })
    }
    const project = await ctx.store.projects.get(projectId)
    if (!project) return authProblem(c, 403, 'INVALID_PROJECT_ID', `Unknown project id ${projectId}`)
    const limit = project.rateLimitPerMinute ?? ctx.options.rateLimitPerMinute
    const retryAfter = await ctx.rateLimiter.hit(`project:${project.id}`, limit)
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter))
      return authProblem(c, 429, 'RATE_LIMITED', `Too many requests for project ${projectId}; retry in ${retryAfter} s`)
    }
    c.header('Cache-Control', 'no-store')
    c.set('project', project)
    await next()
  }
}
