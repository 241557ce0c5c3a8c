import { Hono } from 'hono'
import { problem } from '../http/problem'
import type { AppEnv } from '../server/context'

/** Swaps (except the gas price) and on-ramp have their own issues; until then they say so plainly. */
export function notImplementedRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.all('/v1/convert/*', (c) =>
    problem(c, 501, 'NOT_IMPLEMENTED', 'Swaps are not available on this service yet', { feature: 'swaps' }),
  )
  for (const path of ['/v1/onramp/*', '/v1/generators/onrampurl']) {
    app.all(path, (c) =>
      problem(c, 501, 'NOT_IMPLEMENTED', 'On-ramp is not available on this service yet', { feature: 'onramp' }),
    )
  }
  return app
}
