import { Hono } from 'hono'
import { problem } from '../http/problem'
import type { AppEnv } from '../server/context'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Identity: the address's first name in the service's own registry and its avatar attribute; without one, its
 * verified ENS primary name and avatar text record. Own names win.
 */
export function identityRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/v1/identity/:address', async (c) => {
    const address = c.req.param('address')
    if (!ADDRESS.test(address)) return problem(c, 400, 'BAD_REQUEST', 'address must be 0x and 40 hex characters')
    const ctx = c.get('ctx')
    const [first] = await ctx.store.names.byAddress(address)
    if (first) {
      const avatar = first.attributes.find((a) => a.avatar !== undefined)?.avatar ?? null
      return c.json({ name: first.name, avatar })
    }
    // No own name: the verified ENS primary name, on the chains that have ENS contracts.
    const ens = await ctx.ens.reverse(address as `0x${string}`)
    return c.json({ name: ens?.name ?? null, avatar: ens?.avatar ?? null })
  })
  return app
}
