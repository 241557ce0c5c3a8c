import { randomUUID } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { authProblem, loginAnswer, withCode } from '../auth/answers'
import { channelKeyOf, FARCASTER_CHANNEL_TTL_MS, type FarcasterLogins } from '../auth/farcaster'
import { FarcasterChannelBody, FarcasterStatusBody } from '../auth/schemas'
import { jsonBody, validate } from '../http/problem'
import type { AppEnv } from '../server/context'

/**
 * Farcaster sign-in (issue 21): the secure-site frame asks for a channel (its QR code's URI goes to the modal), then
 * polls here; once the user approved in their Farcaster client, the signed message and its custody are verified and
 * the user of that fid gets a session, like any other login. The channel is bound to the frame by a secret only the
 * frame holds (its sha256 rides in the channel as requestId), so a person who sees the QR code cannot poll it.
 */
// §8's words for every Farcaster failure the user sees; the code tells a replay from other failures.
const channelUsed = (c: Context<AppEnv>) =>
  authProblem(c, 409, 'FARCASTER_CHANNEL_USED', 'Failed to connect to farcaster')

export function authFarcasterRoutes(logins: () => FarcasterLogins | undefined): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  const setUp = (c: Context<AppEnv>) => {
    const farcaster = logins()
    // The origin passed the auth scope's CORS check: it is one of the configured secure sites.
    const origin = c.req.header('origin')
    if (!farcaster) return { refusal: authProblem(c, 400, 'FARCASTER_NOT_CONFIGURED', 'Farcaster is not configured') }
    if (!origin) return { refusal: authProblem(c, 403, 'ORIGIN_REQUIRED', 'Farcaster sign-in runs in the secure site') }
    return { farcaster, origin }
  }

  app.post('/auth/v1/farcaster/channel', async (c) => {
    const raw = await withCode(jsonBody(c))
    if (!raw.ok) return raw.response
    const body = await withCode(validate(c, FarcasterChannelBody, raw.value, 'farcaster channel'))
    if (!body.ok) return body.response
    const ready = setUp(c)
    if (ready.refusal) return ready.refusal
    const ctx = c.get('ctx')
    try {
      const now = ctx.now()
      const { channelToken, url, nonce } = await ready.farcaster.open(ready.origin, body.value.requestKey, now)
      await ctx.store.farcasterChannels.sweep(now)
      await ctx.store.farcasterChannels.opened({
        channelToken,
        projectId: c.get('project').id,
        nonce,
        expiresAt: now + FARCASTER_CHANNEL_TTL_MS,
      })
      return c.json({ channelToken, url })
    } catch (error) {
      c.get('ctx').logger('warn', 'farcaster channel not opened', { error: String(error) })
      return authProblem(c, 502, 'FARCASTER_RELAY_FAILED', 'Failed to connect to farcaster')
    }
  })

  app.post('/auth/v1/farcaster/status', async (c) => {
    const ctx = c.get('ctx')
    const raw = await withCode(jsonBody(c))
    if (!raw.ok) return raw.response
    const body = await withCode(validate(c, FarcasterStatusBody, raw.value, 'farcaster status'))
    if (!body.ok) return body.response
    const ready = setUp(c)
    if (ready.refusal) return ready.refusal
    const { channelToken, secret, deviceId } = body.value
    // Only a channel this service opened, still within its 10 minutes, and not yet used: a signed message signs in
    // once (a relay replaying it, or a second poll, is refused).
    const channel = await ctx.store.farcasterChannels.find(channelToken, c.get('project').id, ctx.now())
    if (!channel) return authProblem(c, 410, 'CHANNEL_EXPIRED', 'The Farcaster sign-in expired')
    if (channel.usedAt !== null) return channelUsed(c)
    let status: Awaited<ReturnType<FarcasterLogins['status']>>
    try {
      status = await ready.farcaster.status(channelToken, ready.origin, channel.nonce)
    } catch (error) {
      ctx.logger('warn', 'farcaster status failed', { error: String(error) })
      return authProblem(c, 502, 'FARCASTER_RELAY_FAILED', 'Failed to connect to farcaster')
    }
    if (status.state === 'expired') return authProblem(c, 410, 'CHANNEL_EXPIRED', 'The Farcaster sign-in expired')
    if (status.requestId !== channelKeyOf(secret))
      return authProblem(c, 403, 'CHANNEL_NOT_YOURS', 'This Farcaster channel was opened by someone else')
    if (status.state === 'pending') return c.json({ state: 'pending' })
    if (status.state === 'refused') {
      ctx.logger('warn', 'farcaster sign-in refused', { reason: status.reason })
      return authProblem(c, 401, 'FARCASTER_NOT_VERIFIED', 'The Farcaster sign-in could not be verified')
    }
    if (!(await ctx.store.farcasterChannels.use(channelToken, ctx.now()))) return channelUsed(c)
    const { user, created } = await ctx.store.auth.upsertUser({
      id: randomUUID(),
      projectId: c.get('project').id,
      provider: 'farcaster',
      identity: String(status.fid),
      email: null,
      emailVerified: false,
      username: status.username,
      now: ctx.now(),
    })
    return loginAnswer(c, user, deviceId, created)
  })

  return app
}
