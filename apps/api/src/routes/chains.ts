import { Hono } from 'hono'
import * as v from 'valibot'
import { jsonBody, problem, validate } from '../http/problem'
import type { AppContext, AppEnv } from '../server/context'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

const PriceBodySchema = v.object({
  currency: v.optional(v.picklist(['usd']), 'usd'),
  addresses: v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^eip155:\d+:0x[0-9a-fA-F]{40}$/, 'must be a CAIP-10 eip155 address'))),
    v.maxLength(100),
  ),
  projectId: v.optional(v.string()),
})

/** A token's price from its chain's exchange pools, priced against the static table; 0 without one. */
async function poolPrice(ctx: AppContext, caip: string): Promise<number> {
  const [, chainId = '', address = ''] = caip.split(':')
  const chain = ctx.swap.find(chainId)
  if (!chain) return 0
  const priceOf = (token: string) => ctx.chains.prices.get(`eip155:${chainId}:${token.toLowerCase()}`)?.price ?? 0
  try {
    return await ctx.swap.poolPrice(chain, address as `0x${string}`, priceOf)
  } catch (error) {
    ctx.logger('warn', 'pool price failed', { chainId, error: String(error) })
    return 0
  }
}

/** Supported chains, static prices (pool prices where none) and balances of the configured chains. */
export function chainRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.get('/v1/supported-chains', (c) => c.json({ http: c.get('ctx').chains.caipIds(), ws: [] }))

  app.post('/v1/fungible/price', async (c) => {
    const raw = await jsonBody(c)
    if (!raw.ok) return raw.response
    const body = validate(c, PriceBodySchema, raw.value, 'price request')
    if (!body.ok) return body.response
    const ctx = c.get('ctx')
    const prices = ctx.chains.prices
    const found = body.value.addresses.flatMap((a) => {
      const token = prices.get(a.toLowerCase())
      return token ? [{ caip: a, token }] : []
    })
    const fungibles = await Promise.all(
      found.map(async ({ caip, token }) => ({
        name: token.name,
        symbol: token.symbol,
        iconUrl: `/public/getTokenImage/${token.symbol}`,
        // No feed price: the chain's exchange prices it from its pools (0 when none pairs it with a priced token).
        price: token.price || (await poolPrice(ctx, caip)),
      })),
    )
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
