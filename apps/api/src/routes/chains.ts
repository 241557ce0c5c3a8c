import { Hono } from 'hono'
import * as v from 'valibot'
import { jsonBody, problem, validate } from '../http/problem'
import type { AppEnv } from '../server/context'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

const PriceBodySchema = v.object({
  currency: v.optional(v.picklist(['usd']), 'usd'),
  addresses: v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^eip155:\d+:0x[0-9a-fA-F]{40}$/, 'must be a CAIP-10 eip155 address'))),
    v.maxLength(100),
  ),
  projectId: v.optional(v.string()),
})

/** Supported chains, static prices and balances of the configured chains. */
export function chainRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.get('/v1/supported-chains', (c) => c.json({ http: c.get('ctx').chains.caipIds(), ws: [] }))

  app.post('/v1/fungible/price', async (c) => {
    const raw = await jsonBody(c)
    if (!raw.ok) return raw.response
    const body = validate(c, PriceBodySchema, raw.value, 'price request')
    if (!body.ok) return body.response
    const prices = c.get('ctx').chains.prices
    const fungibles = body.value.addresses.flatMap((a) => {
      const token = prices.get(a.toLowerCase())
      return token
        ? [
            {
              name: token.name,
              symbol: token.symbol,
              iconUrl: `/public/getTokenImage/${token.symbol}`,
              price: token.price,
            },
          ]
        : []
    })
    return c.json({ fungibles })
  })

  app.get('/v1/account/:address/balance', async (c) => {
    const ctx = c.get('ctx')
    const address = c.req.param('address')
    if (!ADDRESS.test(address)) return problem(c, 400, 'BAD_REQUEST', 'address must be 0x and 40 hex characters')
    const currency = c.req.query('currency') ?? 'usd'
    if (currency !== 'usd') return problem(c, 400, 'BAD_REQUEST', `Unsupported currency ${currency}`)
    const chainParam = c.req.query('chainId')
    const chains = chainParam ? [ctx.chains.find(chainParam)] : ctx.chains.chains
    if (chains.some((chain) => chain === undefined)) {
      return problem(c, 400, 'BAD_REQUEST', `Chain ${chainParam} is not served here`)
    }
    const iconBase = ctx.options.publicUrl ?? new URL(c.req.url).origin
    try {
      const lists = await Promise.all(
        chains.map((chain) =>
          chain?.testnet
            ? []
            : ctx.chains.balances(chain!, address as `0x${string}`, iconBase, !!c.req.query('forceUpdate')),
        ),
      )
      return c.json({ balances: lists.flat() })
    } catch (error) {
      ctx.logger('error', 'balance read failed', { error: String(error) })
      return problem(c, 502, 'UPSTREAM_ERROR', 'Could not read balances from the chain')
    }
  })

  return app
}
