import { isOriginAllowed } from '@portico/common'
import {
  generateNonce,
  isSIWXError,
  parseMessage,
  type SIWXErrorCode,
  type SIWXNonceStore,
  type SIWXSession,
  verifySession,
} from '@portico/siwx'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { jsonBody, problem, validate } from '../http/problem'
import type { AppContext, AppEnv } from '../server/context'
import { hashToken, isToken, newToken } from '../siwx/token'
import { siwxVerifiers } from '../siwx/verifiers'

export const SIWX_COOKIE = 'portico_siwx'
const COOKIE_PATH = '/v1/siwx'

const VerifyBody = v.object({
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)),
  signature: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)),
})
const RevokeBody = v.object({
  chainId: v.optional(v.pipe(v.string(), v.maxLength(80))),
  address: v.optional(v.pipe(v.string(), v.maxLength(130))),
})

// Refusals the client can fix by building a new message are 400; the ones about who signed, when and where are 401.
const STATUS: Partial<Record<SIWXErrorCode, ContentfulStatusCode>> = {
  MALFORMED_MESSAGE: 400,
  MESSAGE_MISMATCH: 400,
  UNSUPPORTED_CHAIN: 400,
  NO_VERIFIER: 400,
}

/** The domains a message may name for this request: the calling page's host, if the project allows that origin. */
function allowedDomains(c: Context<AppEnv>, domain: string): string[] {
  const allowed = c.get('project').allowedOrigins
  const origin = c.req.header('origin')
  if (origin) {
    try {
      return isOriginAllowed(origin, allowed) ? [new URL(origin).host] : []
    } catch {
      return []
    }
  }
  // A server-to-server call has no Origin: the message's own domain must be one the project allows.
  return ['https', 'http'].some((scheme) => isOriginAllowed(`${scheme}://${domain}`, allowed)) ? [domain] : []
}

function cookieOptions(c: Context<AppEnv>, ctx: AppContext, maxAgeSec: number) {
  const sameSite = ctx.options.siwx?.cookieSameSite ?? 'Lax'
  const secure = sameSite === 'None' || new URL(c.req.url).protocol === 'https:'
  return { path: COOKIE_PATH, httpOnly: true, sameSite, secure, maxAge: Math.max(0, Math.floor(maxAgeSec)) }
}

/**
 * Credentialed CORS for /v1/siwx/*, mounted before the project scope so its preflight answer carries it too: the
 * cookie must travel with the page's fetches (the origin itself is still checked against the project).
 */
export function siwxCredentials(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.header('origin')) c.header('Access-Control-Allow-Credentials', 'true')
    await next()
  }
}

/**
 * Sign in with X, server side: a single-use short-lived nonce, verification of the signed message with the
 * @portico/siwx verifiers (every namespace), and a session kept behind an HTTP-only cookie.
 */
export function siwxRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  let verifiers: ReturnType<typeof siwxVerifiers> | undefined

  app.get('/v1/siwx/nonce', async (c) => {
    const ctx = c.get('ctx')
    const ttlMs = ctx.options.siwx?.nonceTtlMs ?? 5 * 60_000
    const nonce = generateNonce()
    const now = ctx.now()
    await ctx.store.siwx.issueNonce(c.get('project').id, nonce, now, ttlMs)
    c.header('Cache-Control', 'no-store')
    return c.json({ nonce, expiresAt: new Date(now + ttlMs).toISOString() })
  })

  app.post('/v1/siwx/verify', async (c) => {
    const ctx = c.get('ctx')
    const project = c.get('project')
    const raw = await jsonBody(c)
    if (!raw.ok) return raw.response
    const body = validate(c, VerifyBody, raw.value, 'sign-in')
    if (!body.ok) return body.response
    const now = ctx.now()
    const nonces: SIWXNonceStore = {
      issue: () => Promise.reject(new Error('nonces are issued by GET /v1/siwx/nonce')),
      consume: (nonce) => ctx.store.siwx.spendNonce(project.id, nonce, ctx.now()),
    }
    let session: SIWXSession
    try {
      const data = parseMessage(body.value.message)
      session = { data, message: body.value.message, signature: body.value.signature }
      verifiers ??= siwxVerifiers(ctx.chains)
      await verifySession(session, { verifiers, nonces, now: ctx.now, domains: allowedDomains(c, data.domain) })
    } catch (error) {
      if (!isSIWXError(error)) throw error
      return problem(c, STATUS[error.code] ?? 401, error.code, error.message)
    }

    const maxAgeMs = ctx.options.siwx?.sessionMaxAgeMs ?? 7 * 24 * 60 * 60_000
    const expiry = session.data.expirationTime ? Date.parse(session.data.expirationTime) : Number.POSITIVE_INFINITY
    const expiresAt = Math.min(expiry, now + maxAgeMs)
    const token = newToken()
    const previous = getCookie(c, SIWX_COOKIE)
    if (isToken(previous)) await ctx.store.siwx.rekey(hashToken(previous), hashToken(token), project.id)
    await ctx.store.siwx.addSession({ tokenHash: hashToken(token), projectId: project.id, session, expiresAt, now })
    const live = await ctx.store.siwx.liveSessions(hashToken(token), project.id, now)
    const cookieExpiry = Math.max(...live.map((s) => s.expiresAt))
    setCookie(c, SIWX_COOKIE, token, cookieOptions(c, ctx, (cookieExpiry - now) / 1000))
    return c.json({ session, expiresAt: new Date(expiresAt).toISOString() })
  })

  app.get('/v1/siwx/session', async (c) => {
    const ctx = c.get('ctx')
    c.header('Cache-Control', 'no-store')
    const token = getCookie(c, SIWX_COOKIE)
    if (!isToken(token)) return c.json({ sessions: [] })
    const chainId = c.req.query('chainId')
    const address = c.req.query('address')?.toLowerCase()
    const live = await ctx.store.siwx.liveSessions(hashToken(token), c.get('project').id, ctx.now())
    const sessions = live
      .filter((s) => (chainId ? s.chainId === chainId : true))
      .filter((s) => (address ? s.address.toLowerCase() === address : true))
      .map((s) => ({ ...s.session, expiresAt: new Date(s.expiresAt).toISOString() }))
    return c.json({ sessions })
  })

  app.post('/v1/siwx/revoke', async (c) => {
    const ctx = c.get('ctx')
    const raw = await jsonBody(c)
    if (!raw.ok) return raw.response
    const body = validate(c, RevokeBody, raw.value, 'revoke')
    if (!body.ok) return body.response
    const token = getCookie(c, SIWX_COOKIE)
    if (!isToken(token)) return c.json({ revoked: 0 })
    const projectId = c.get('project').id
    const now = ctx.now()
    const revoked = await ctx.store.siwx.revoke(hashToken(token), projectId, now, body.value)
    if ((await ctx.store.siwx.liveSessions(hashToken(token), projectId, now)).length === 0) {
      deleteCookie(c, SIWX_COOKIE, { path: COOKIE_PATH })
    }
    return c.json({ revoked })
  })

  return app
}
