import { Hono } from 'hono'
import * as v from 'valibot'
import { verifyMessage } from 'viem'
import { jsonBody, problem, storable, validate } from '../http/problem'
import { ensNameRecord } from '../names/ens'
import {
  coinTypeToChainId,
  NAME_LABEL,
  normaliseName,
  RegisterBodySchema,
  RegisterMessageSchema,
} from '../names/registration'
import type { AppEnv } from '../server/context'
import { NameTakenError } from '../store/repositories/names'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** The name registry: register (signed by the address), look up by name, reverse by address, suggestions. */
export function profileRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.post('/v1/profile/account', async (c) => {
    const ctx = c.get('ctx')
    const raw = await jsonBody(c)
    if (!raw.ok) return raw.response
    const body = validate(c, RegisterBodySchema, raw.value, 'registration')
    if (!body.ok) return body.response
    const coinType = (body.value.coin_type ?? body.value.coinType) as number
    const chain = coinTypeToChainId(coinType)
    if ('error' in chain)
      return problem(c, 400, 'BAD_REQUEST', chain.error, { issues: [{ path: 'coin_type', message: chain.error }] })
    let messageJson: unknown
    try {
      messageJson = JSON.parse(body.value.message)
    } catch {
      return problem(c, 400, 'BAD_REQUEST', 'message must be a JSON string of name, attributes and timestamp')
    }
    const text = storable(c, messageJson, 'message')
    if (!text.ok) return text.response
    const message = validate(c, RegisterMessageSchema, messageJson, 'message')
    if (!message.ok) return message.response
    const name = normaliseName(message.value.name, ctx.options.nameZone)
    if ('error' in name)
      return problem(c, 400, 'BAD_REQUEST', name.error, { issues: [{ path: 'message.name', message: name.error }] })
    const nowSec = Math.floor(ctx.now() / 1000)
    if (Math.abs(nowSec - message.value.timestamp) > ctx.options.nameTimestampToleranceSec) {
      return problem(c, 400, 'BAD_REQUEST', 'message timestamp is not fresh', {
        issues: [
          { path: 'message.timestamp', message: `must be within ${ctx.options.nameTimestampToleranceSec} s of now` },
        ],
      })
    }
    const address = body.value.address as `0x${string}`
    const valid = await verifyMessage({
      address,
      message: body.value.message,
      signature: body.value.signature as `0x${string}`,
    }).catch(() => false)
    if (!valid) return problem(c, 401, 'INVALID_SIGNATURE', 'signature was not made by address over message')
    try {
      const record = await ctx.store.names.register({
        name: name.name,
        coinType,
        address,
        attributes: message.value.attributes ?? {},
        message: body.value.message,
        signature: body.value.signature,
        now: nowSec,
      })
      return c.json(record)
    } catch (error) {
      if (error instanceof NameTakenError) return problem(c, 409, 'NAME_TAKEN', error.message)
      throw error
    }
  })

  app.get('/v1/profile/account/:name', async (c) => {
    const ctx = c.get('ctx')
    const input = c.req.param('name')
    const name = normaliseName(input, ctx.options.nameZone)
    const record = 'error' in name ? null : await ctx.store.names.byName(name.name)
    if (record) return c.json(record)
    // Not an own name: a dotted name outside the own zone may be an ENS name on a chain that has ENS contracts.
    const askEns = input.includes('.') && ctx.ens.enabled
    const ens = askEns ? await ctx.ens.forward(input) : null
    if (ens) return c.json(ensNameRecord(ens))
    if ('error' in name && !askEns) return problem(c, 400, 'BAD_REQUEST', name.error)
    return problem(c, 404, 'NOT_FOUND', `${'error' in name ? input : name.name} is not registered`)
  })

  app.get('/v1/profile/reverse/:address', async (c) => {
    const address = c.req.param('address')
    if (!ADDRESS.test(address)) return problem(c, 400, 'BAD_REQUEST', 'address must be 0x and 40 hex characters')
    const ctx = c.get('ctx')
    const own = await ctx.store.names.byAddress(address)
    if (own.length > 0) return c.json(own)
    // No own name: the verified ENS primary name, if any.
    const ens = await ctx.ens.reverse(address as `0x${string}`)
    return c.json(ens ? [ensNameRecord(ens)] : [])
  })

  app.get('/v1/profile/suggestions/:name', async (c) => {
    const ctx = c.get('ctx')
    const zone = c.req.query('zone') ?? ctx.options.nameZone
    if (zone !== ctx.options.nameZone) return problem(c, 400, 'BAD_REQUEST', `Unknown zone ${zone}`)
    const label = c.req
      .param('name')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '')
      .slice(0, 60)
    const parsed = v.safeParse(v.pipe(v.string(), v.regex(NAME_LABEL)), label)
    if (!parsed.success) {
      return problem(c, 400, 'BAD_REQUEST', 'Name must be at least 4 characters of letters, digits or hyphen')
    }
    const candidates = [label, `${label}-app`, `${label}-web3`, `${label}1`, `${label}2024`, `the-${label}`].map(
      (l) => `${l}.${zone}`,
    )
    const taken = await ctx.store.names.taken(candidates)
    return c.json({ suggestions: candidates.map((n) => ({ name: n, registered: taken.has(n) })) })
  })

  return app
}
