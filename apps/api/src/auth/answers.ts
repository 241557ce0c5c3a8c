import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { problem, type Validated } from '../http/problem'
import type { AppEnv } from '../server/context'
import { hashToken, isToken, newToken } from '../siwx/token'
import type { AuthUser } from '../store/repositories/auth'
import { SESSION_TTL_MS } from './codes'

/** The service's problem shape, with `code` beside `error` as the embedded-wallet contract names it. */
export const authProblem = (
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: object = {},
) => problem(c, status, code, message, { code, ...extra })

export const publicUser = (user: AuthUser) => ({
  id: user.id,
  email: user.email,
  provider: user.provider,
  username: user.username,
})

/** Ends a successful login: registers the device, opens a session and answers the login shape of the contract. */
export async function loginAnswer(
  c: Context<AppEnv>,
  user: AuthUser,
  deviceId: string,
  isNewUser: boolean,
  /** The user as this login shows them, when it differs from the stored one (a merged account, auth/merge.ts). */
  signedInWith?: AuthUser,
) {
  const ctx = c.get('ctx')
  const now = ctx.now()
  const token = newToken()
  await ctx.store.auth.addDevice(user.id, deviceId, now)
  await ctx.store.auth.addSession({
    tokenHash: hashToken(token),
    userId: user.id,
    deviceId,
    now,
    expiresAt: now + SESSION_TTL_MS,
    ...(signedInWith ? { provider: signedInWith.provider } : {}),
  })
  const authShare = await ctx.store.auth.getShare(user.id)
  return c.json({ token, user: publicUser(signedInWith ?? user), isNewUser, authShare })
}

/** The user of the request's `Authorization: Bearer` session, if it is live. */
export async function bearerUser(c: Context<AppEnv>): Promise<AuthUser | undefined> {
  const match = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')
  const token = match?.[1]
  if (!isToken(token)) return undefined
  const ctx = c.get('ctx')
  return ctx.store.auth.sessionUser(hashToken(token), c.get('project').id, ctx.now())
}

export const bearerHash = (c: Context): string | undefined => {
  const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1]
  return isToken(token) ? hashToken(token) : undefined
}

/** A refusal of the service's jsonBody/validate, with `code` beside `error` like every other auth answer. */
export async function withCode<T>(result: Validated<T> | Promise<Validated<T>>): Promise<Validated<T>> {
  const settled = await result
  if (settled.ok) return settled
  const body = (await settled.response.json()) as { error: string }
  const response = new Response(JSON.stringify({ ...body, code: body.error }), {
    status: settled.response.status,
    headers: settled.response.headers,
  })
  return { ok: false, response }
}

/**
 * Sends a mail; when the relay refuses it, forgets what was issued (so the user may ask again at once, not after the
 * resend wait) and gives the 502 to answer.
 */
export async function mailed(
  c: Context<AppEnv>,
  send: () => Promise<void>,
  undo: () => Promise<void>,
): Promise<Response | undefined> {
  try {
    await send()
    return undefined
  } catch (error) {
    c.get('ctx').logger('error', 'auth mail not sent', { error: String(error) })
    await undo().catch(() => undefined)
    return authProblem(c, 502, 'MAIL_NOT_SENT', 'The mail could not be sent; try again')
  }
}
