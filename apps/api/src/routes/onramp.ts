import type { Context } from 'hono'
import { Hono } from 'hono'
import type * as v from 'valibot'
import { jsonBody, problem, type Validated, validate } from '../http/problem'
import { isOnRampError, type OnRampProvider } from '../onramp/provider'
import { checkedOptions, checkedQuote, checkedUrl, QuoteRequestSchema, UrlRequestSchema } from '../onramp/schemas'
import type { AppEnv } from '../server/context'

/** A provider failure as a problem body: its own status and code, or PROVIDER_UNAVAILABLE for anything unexpected. */
function failure(c: Context<AppEnv>, provider: OnRampProvider, error: unknown) {
  if (isOnRampError(error)) {
    if (error.status >= 500)
      c.get('ctx').logger('warn', 'on-ramp provider failed', { code: error.code, ...error.details })
    return problem(c, error.status, error.code, error.message, error.details)
  }
  c.get('ctx').logger('warn', 'on-ramp provider failed', { provider: provider.id, error: String(error) })
  return problem(c, 502, 'PROVIDER_UNAVAILABLE', 'The on-ramp provider did not answer')
}

/** The JSON body checked against `schema`, or the 400 to answer. */
async function bodyOf<T>(c: Context<AppEnv>, schema: v.GenericSchema<unknown, T>, what: string): Promise<Validated<T>> {
  const body = await jsonBody(c)
  return body.ok ? validate(c, schema, body.value, what) : body
}

/**
 * §7's on-ramp calls, served by one provider (the sandbox unless configured otherwise). Every provider answer is
 * checked against §3's shape before it is sent on.
 */
export function onRampRoutes(provider: OnRampProvider): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/v1/onramp/options', async (c) => {
    try {
      return c.json(checkedOptions(await provider.options(c.req.raw.signal)))
    } catch (error) {
      return failure(c, provider, error)
    }
  })
  app.post('/v1/onramp/quote', async (c) => {
    const request = await bodyOf(c, QuoteRequestSchema, 'quote request')
    if (!request.ok) return request.response
    try {
      return c.json(checkedQuote(await provider.quote(request.value, c.req.raw.signal)))
    } catch (error) {
      return failure(c, provider, error)
    }
  })
  app.post('/v1/generators/onrampurl', async (c) => {
    const request = await bodyOf(c, UrlRequestSchema, 'on-ramp URL request')
    if (!request.ok) return request.response
    try {
      const parentOrigin = c.req.header('origin')
      const answer = await provider.widgetUrl({ ...request.value, parentOrigin }, c.req.raw.signal)
      return c.json(checkedUrl(answer))
    } catch (error) {
      return failure(c, provider, error)
    }
  })
  return app
}
