import { isOriginAllowed } from '@portico/common'
import type { MiddlewareHandler } from 'hono'
import { problem } from '../http/problem'
import type { AppEnv } from '../server/context'

export interface ProjectScopeOptions {
  /** Configuration and catalogue answer any origin: the SDK itself decides from /projects/v1/origins. */
  publicCors: boolean
}

/**
 * Resolves the project of `?projectId=`, applies its CORS policy and its rate limit. Everything below can rely on
 * c.get('project').
 */
export function projectScope(options: ProjectScopeOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ctx = c.get('ctx')
    const origin = c.req.header('origin')
    const preflight = c.req.method === 'OPTIONS'
    if (origin && options.publicCors) c.header('Access-Control-Allow-Origin', '*')
    const projectId = c.req.query('projectId')
    if (!projectId) {
      return problem(c, 400, 'BAD_REQUEST', 'Missing query parameter projectId', {
        issues: [{ path: 'projectId', message: 'required' }],
      })
    }
    const project = await ctx.store.projects.get(projectId)
    if (!project) return problem(c, 403, 'INVALID_PROJECT_ID', `Unknown project id ${projectId}`)
    if (origin && !options.publicCors) {
      if (!isOriginAllowed(origin, project.allowedOrigins)) {
        return problem(c, 403, 'ORIGIN_NOT_ALLOWED', `Origin ${origin} is not allowed for project ${projectId}`)
      }
      c.header('Access-Control-Allow-Origin', origin)
      c.header('Vary', 'Origin')
    }
    if (preflight) {
      c.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
      c.header('Access-Control-Allow-Headers', 'content-type')
      c.header('Access-Control-Max-Age', '600')
      return c.body(null, 204)
    }
    const limit = project.rateLimitPerMinute ?? ctx.options.rateLimitPerMinute
    const retryAfter = await ctx.rateLimiter.hit(`project:${project.id}`, limit)
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter))
      return problem(c, 429, 'RATE_LIMITED', `Too many requests for project ${projectId}; retry in ${retryAfter} s`)
    }
    c.set('project', project)
    await next()
  }
}
