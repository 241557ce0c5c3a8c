import { Hono } from 'hono'
import { problem } from '../http/problem'
import type { AppEnv } from '../server/context'

/** On-ramp calls §7 does not name say so plainly. */
export function notImplementedRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.all('/v1/onramp/*', (c) =>
    problem(c, 501, 'NOT_IMPLEMENTED', 'This on-ramp call is not available on this service', { feature: 'onramp' }),
  )
  return app
}
