import { CAIP10_EIP155 } from '@portico/common/sessions'
import { Hono } from 'hono'
import * as v from 'valibot'
import { type Hex, verifyMessage } from 'viem'
import { wholeNumber } from '../http/numbers'
import { jsonBody, problem, validate } from '../http/problem'
import type { AppEnv } from '../server/context'
import { checkGrant, grantSummary } from '../sessions/grant'
import { registerSessionMessage, revokeSessionMessage } from '../sessions/messages'
import { SmartSessionExistsError, type SmartSessionRecord } from '../store/repositories/smart-sessions'

const HEX = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/, 'must be 0x-prefixed hex'))
const PCI = v.pipe(HEX, v.maxLength(2050, 'must be at most 1024 bytes'))

const RegisterSchema = v.object({
  pci: PCI,
  address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be 0x and 40 hex characters')),
  chainId: v.pipe(v.string(), v.regex(/^eip155:\d{1,20}$/, 'must be an eip155 CAIP-2 network id')),
  // Seconds; times 1000 it is still an exact millisecond count.
  expiry: wholeNumber(1, Math.floor(Number.MAX_SAFE_INTEGER / 1000)),
  signature: HEX,
  /** The ERC-7715 grant as JSON text; when given, the pci is its keccak256 (checked), and it is listed. */
  grant: v.optional(v.string()),
})

const RevokeSchema = v.object({ pci: PCI, signature: HEX })

/**
 * Smart sessions: a wallet grants permissions (ERC-7715) and the app registers the permissions context here, signed by
 * the account; the session can then be read and revoked (revoke signed by the same account). Smart-account signatures
 * are checked through the chain (EIP-1271/6492) when the chain is served here. `{id}` is a pci, or (AppKit's
 * form) the account's CAIP-10 id: GET then lists that account's sessions, and a revoke must be for one of them.
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
    const { pci, address, chainId, expiry, signature, grant } = body.value
    if (expiry * 1000 <= ctx.now()) return problem(c, 400, 'BAD_REQUEST', 'expiry must be in the future')
    if (grant !== undefined) {
      const checked = checkGrant(grant, { pci, address, chainId, expiry })
      if (!checked.ok) return problem(c, 400, 'BAD_REQUEST', checked.reason)
    }
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
        grant: grant ?? null,
      })
      return c.json(toBody(session), 201)
    } catch (error) {
      if (error instanceof SmartSessionExistsError) return problem(c, 409, 'SESSION_EXISTS', error.message)
      throw error
    }
  })

  app.get('/v1/sessions/:id', async (c) => {
    const id = c.req.param('id')
    const account = CAIP10_EIP155.exec(id)
    if (account) {
      const sessions = await c.get('ctx').store.smartSessions.listFor({
        projectId: c.get('project').id,
        address: account[2] as string,
        chainId: `eip155:${account[1]}`,
      })
      return c.json({ sessions: sessions.map(toBody) })
    }
    const session = await c.get('ctx').store.smartSessions.get(id)
    if (!session || session.projectId !== c.get('project').id)
      return problem(c, 404, 'NOT_FOUND', 'No smart session with this permissions context')
    return c.json(toBody(session))
  })

  app.post('/v1/sessions/:id/revoke', async (c) => {
    const ctx = c.get('ctx')
    const raw = await jsonBody(c)
    if (!raw.ok) return raw.response
    const body = validate(c, RevokeSchema, raw.value, 'revoke request')
    if (!body.ok) return body.response
    const id = c.req.param('id')
    const { pci } = body.value
    const account = CAIP10_EIP155.exec(id)
    if (!account && pci !== id) return problem(c, 400, 'BAD_REQUEST', 'pci in the body must match the path')
    const session = await ctx.store.smartSessions.get(pci)
    const owned =
      session &&
      session.projectId === c.get('project').id &&
      (!account ||
        (session.chainId === `eip155:${account[1]}` && session.address === (account[2] as string).toLowerCase()))
    if (!session || !owned) return problem(c, 404, 'NOT_FOUND', 'No smart session with this permissions context')
    if (!(await signedBy(session.chainId, session.address, revokeSessionMessage(pci), body.value.signature, ctx)))
      return problem(c, 401, 'INVALID_SIGNATURE', 'The signature was not made by the session owner')
    await ctx.store.smartSessions.revoke(pci, ctx.now())
    return c.json({ ok: true })
  })

  return app
}

function toBody(session: SmartSessionRecord) {
  const grant = grantSummary(session.grant)
  return {
    pci: session.pci,
    project: session.projectId,
    address: session.address,
    chainId: session.chainId,
    expiry: session.expiry,
    revoked: session.revokedAt !== null,
    createdAt: session.createdAt,
    ...(grant ? { grant } : {}),
  }
}
