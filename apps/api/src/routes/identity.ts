import { Hono } from 'hono'
import { problem } from '../http/problem'
import type { AppEnv } from '../server/context'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** Identity from the service's own registry: the address's first registered name and its avatar attribute. */
export function identityRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/v1/identity/:address', async (c) => {
    const address = c.req.param('address')
    if (!ADDRESS.test(address)) return problem(c, 400, 'BAD_REQUEST', 'address must be 0x and 40 hex characters')
    const [first] = await c.get('ctx').store.names.byAddress(address)
    const avatar = first?.attributes.find((a) => a.avatar !== undefined)?.avatar ?? null
    return c.json({ name: first?.name ?? null, avatar })
  })
  return app
}
