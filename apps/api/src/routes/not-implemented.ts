import { Hono } from 'hono'
import { problem } from '../http/problem'
import type { AppEnv } from '../server/context'

/** On-ramp has its own issue; until then it says so plainly. */
export function notImplementedRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  for (const path of ['/v1/onramp/*', '/v1/generators/onrampurl']) {
    app.all(path, (c) =>
      problem(c, 501, 'NOT_IMPLEMENTED', 'On-ramp is not available on this service yet', { feature: 'onramp' }),
    )
  }
  return app
}
