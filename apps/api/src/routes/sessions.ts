import { Hono } from 'hono'
import * as v from 'valibot'
import { type Hex, verifyMessage } from 'viem'
import { wholeNumber } from '../http/numbers'
import { jsonBody, problem, validate } from '../http/problem'
import type { AppEnv } from '../server/context'
import { registerSessionMessage, revokeSessionMessage } from '../sessions/messages'
import { SmartSessionExistsError } from '../store/repositories/smart-sessions'

const HEX = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/, 'must be 0x-prefixed hex'))
const PCI = v.pipe(HEX, v.maxLength(2050, 'must be at most 1024 bytes'))

const RegisterSchema = v.object({
  pci: PCI,
  address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be 0x and 40 hex characters')),
  chainId: v.pipe(v.string(), v.regex(/^eip155:\d{1,20}$/, 'must be an eip155 CAIP-2 network id')),
  // Seconds; times 1000 it is still an exact millisecond count.
  expiry: wholeNumber(1, Math.floor(Number.MAX_SAFE_INTEGER / 1000)),
  signature: HEX,
})

const RevokeSchema = v.object({ pci: PCI, signature: HEX })

/**
 * Smart sessions: a wallet grants permissions (ERC-7715) and the app registers the permissions context here, signed by
 * the account; the session can then be read and revoked (revoke signed by the same account). Smart-account signatures
 * are checked through the chain (EIP-1271/6492) when the chain is served here.
 */
export function sessionRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  const signedBy = async (
    chainId: string,
    address: string,
    message: string,
    signature: string,
    ctx: AppEnv['Variables']['ctx'],
  ) => {
    const args = { address: address as Hex, message, signature: signature as Hex }
    const chain = ctx.chains.find(chainId)
    try {
      return chain ? await ctx.chains.client(chain).verifyMessage(args) : await verifyMessage(args)
    } catch {
      return false
    }
  }

  app.post('/v1/sessions', async (c) => {
    const ctx = c.get('ctx')
    const raw = await jsonBody(c)
    if (!raw.ok) return raw.response
    const body = validate(c, RegisterSchema, raw.value, 'smart session')
    if (!body.ok) return body.response
    const { pci, address, chainId, expiry, signature } = body.value
    if (expiry * 1000 <= ctx.now()) return problem(c, 400, 'BAD_REQUEST', 'expiry must be in the future')
    if (!(await signedBy(chainId, address, registerSessionMessage({ pci, chainId, expiry }), signature, ctx)))
      return problem(c, 401, 'INVALID_SIGNATURE', 'The signature was not made by the address')
    try {
      const session = await ctx.store.smartSessions.create({
        pci,
        projectId: c.get('project').id,
        address,
        chainId,
        expiry,
        createdAt: ctx.now(),
      })
      return c.json(toBody(session), 201)
    } catch (error) {
      if (error instanceof SmartSessionExistsError) return problem(c, 409, 'SESSION_EXISTS', error.message)
      throw error
    }
  })

  app.get('/v1/sessions/:pci', async (c) => {
    const session = await c.get('ctx').store.smartSessions.get(c.req.param('pci'))
    if (!session || session.projectId !== c.get('project').id)
      return problem(c, 404, 'NOT_FOUND', 'No smart session with this permissions context')
    return c.json(toBody(session))
  })

  app.post('/v1/sessions/:pci/revoke', async (c) => {
    const ctx = c.get('ctx')
    const raw = await jsonBody(c)
    if (!raw.ok) return raw.response
    const body = validate(c, RevokeSchema, raw.value, 'revoke request')
    if (!body.ok) return body.response
    const pci = c.req.param('pci')
    if (body.value.pci !== pci) return problem(c, 400, 'BAD_REQUEST', 'pci in the body must match the path')
    const session = await ctx.store.smartSessions.get(pci)
    if (!session || session.projectId !== c.get('project').id)
      return problem(c, 404, 'NOT_FOUND', 'No smart session with this permissions context')
    if (!(await signedBy(session.chainId, session.address, revokeSessionMessage(pci), body.value.signature, ctx)))
      return problem(c, 401, 'INVALID_SIGNATURE', 'The signature was not made by the session owner')
    await ctx.store.smartSessions.revoke(pci, ctx.now())
    return c.json({ ok: true })
  })

  return app
}

function toBody(session: {
  pci: string
  projectId: string
  address: string
  chainId: string
  expiry: number
  revokedAt: number | null
}) {
  return {
    pci: session.pci,
    project: session.projectId,
    address: session.address,
    chainId: session.chainId,
    expiry: session.expiry,
    revoked: session.revokedAt !== null,
  }
}
