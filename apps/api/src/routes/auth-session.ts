import { Hono } from 'hono'
import { authProblem, bearerHash, bearerUser, mailed, publicUser, withCode } from '../auth/answers'
import { checkCode, issueCode, resendWait, tooSoon } from '../auth/check-code'
import { CODE_TTL_MS, RESEND_AFTER_MS } from '../auth/codes'
import { codeMail } from '../auth/mailer'
import type { Mailer } from '../auth/options'
import { ShareBody, UpdateBody, UpdateVerifyBody } from '../auth/schemas'
import { jsonBody, validate } from '../http/problem'
import type { AppEnv } from '../server/context'

const updateKey = (userId: string) => `update:${userId}`
const unauthorized = (c: Parameters<typeof authProblem>[0]) =>
  authProblem(c, 401, 'UNAUTHORIZED', 'A live session token is required (Authorization: Bearer)')

/** What a session may do: read itself, end, keep the user's auth share, and move the account to a new email. */
export function authSessionRoutes(mailer: () => Mailer): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.get('/auth/v1/session', async (c) => {
    const user = await bearerUser(c)
    return user ? c.json({ user: publicUser(user) }) : unauthorized(c)
  })

  app.delete('/auth/v1/session', async (c) => {
    const ctx = c.get('ctx')
    const hash = bearerHash(c)
    if (!hash || !(await bearerUser(c))) return unauthorized(c)
    await ctx.store.auth.revokeSession(hash, ctx.now())
    return c.body(null, 204)
  })

  app.put('/auth/v1/share', async (c) => {
    const ctx = c.get('ctx')
    const user = await bearerUser(c)
    if (!user) return unauthorized(c)
    const raw = await withCode(jsonBody(c))
    if (!raw.ok) return raw.response
    const body = await withCode(validate(c, ShareBody, raw.value, 'share'))
    if (!body.ok) return body.response
    // Never replaced: a stolen session must not swap in a share of a key someone else controls.
    if (!(await ctx.store.auth.putShare(user.id, body.value.authShare))) {
      return authProblem(c, 409, 'SHARE_EXISTS', 'This user already has an auth share')
    }
    return c.body(null, 204)
  })

  app.get('/auth/v1/share', async (c) => {
    const ctx = c.get('ctx')
    const user = await bearerUser(c)
    if (!user) return unauthorized(c)
    const authShare = await ctx.store.auth.getShare(user.id)
    return authShare ? c.json({ authShare }) : authProblem(c, 404, 'NO_SHARE', 'This user has no auth share yet')
  })

  app.post('/auth/v1/email/update', async (c) => {
    const ctx = c.get('ctx')
    const user = await bearerUser(c)
    if (!user) return unauthorized(c)
    const raw = await withCode(jsonBody(c))
    if (!raw.ok) return raw.response
    const body = await withCode(validate(c, UpdateBody, raw.value, 'email update'))
    if (!body.ok) return body.response
    const { newEmail } = body.value
    if (!user.email) return authProblem(c, 400, 'NO_EMAIL', 'This account has no email to update')
    if (newEmail === user.email) return authProblem(c, 400, 'SAME_EMAIL', 'The new email is the current one')
    if (await ctx.store.auth.findUser(c.get('project').id, 'email', newEmail)) {
      return authProblem(c, 409, 'EMAIL_IN_USE', 'Another account uses this email')
    }
    const now = ctx.now()
    const key = updateKey(user.id)
    const wait = resendWait((await ctx.store.auth.getCode(key))?.sentAt, now, RESEND_AFTER_MS)
    if (wait > 0) return tooSoon(c, wait)
    const code = await issueCode(ctx.store.auth, key, {
      step: 'PRIMARY',
      sentTo: user.email,
      newEmail,
      now,
      ttlMs: CODE_TTL_MS,
    })
    const email = user.email
    const failed = await mailed(
      c,
      () => mailer().send(codeMail(email, code, `change your email to ${newEmail}`)),
      () => ctx.store.auth.deleteCode(key),
    )
    if (failed) return failed
    return c.json({ step: 'PRIMARY' })
  })

  // The pending step's code again, to where that step sends it (the current or the new address), no sooner than §4's
  // 30 s after the last one; the code it replaces (expired or not) stops working.
  app.post('/auth/v1/email/update/resend', async (c) => {
    const ctx = c.get('ctx')
    const user = await bearerUser(c)
    if (!user) return unauthorized(c)
    const key = updateKey(user.id)
    const pending = await ctx.store.auth.getCode(key)
    const now = ctx.now()
    if (!pending?.newEmail) {
      return authProblem(c, 400, 'OTP_EXPIRED', 'No email update is pending')
    }
    const wait = resendWait(pending.sentAt, now, RESEND_AFTER_MS)
    if (wait > 0) return tooSoon(c, wait)
    const { step, sentTo, newEmail } = pending
    const code = await issueCode(ctx.store.auth, key, { step, sentTo, newEmail, now, ttlMs: CODE_TTL_MS })
    const purpose = step === 'PRIMARY' ? `change your email to ${newEmail}` : 'confirm your new email'
    const failed = await mailed(
      c,
      () => mailer().send(codeMail(sentTo, code, purpose)),
      () => ctx.store.auth.deleteCode(key),
    )
    if (failed) return failed
    return c.json({ step })
  })

  app.post('/auth/v1/email/update/verify', async (c) => {
    const ctx = c.get('ctx')
    const user = await bearerUser(c)
    if (!user) return unauthorized(c)
    const raw = await withCode(jsonBody(c))
    if (!raw.ok) return raw.response
    const body = await withCode(validate(c, UpdateVerifyBody, raw.value, 'code'))
    if (!body.ok) return body.response
    const key = updateKey(user.id)
    const pending = await ctx.store.auth.getCode(key)
    if (pending && pending.step !== body.value.step) {
      return authProblem(c, 400, 'WRONG_STEP', `The pending step is ${pending.step}`, { step: pending.step })
    }
    const checked = await checkCode(c, ctx.store.auth, key, body.value.otp, ctx.now())
    if (!checked.ok) return checked.response
    const newEmail = checked.code.newEmail
    if (!newEmail) return authProblem(c, 400, 'OTP_EXPIRED', 'No email update is pending')
    if (checked.code.step === 'PRIMARY') {
      const code = await issueCode(ctx.store.auth, key, {
        step: 'SECONDARY',
        sentTo: newEmail,
        newEmail,
        now: ctx.now(),
        ttlMs: CODE_TTL_MS,
      })
      const failed = await mailed(
        c,
        () => mailer().send(codeMail(newEmail, code, 'confirm your new email')),
        () => ctx.store.auth.deleteCode(key),
      )
      if (failed) return failed
      return c.json({ step: 'SECONDARY' })
    }
    try {
      const updated = await ctx.store.auth.changeEmail(user.id, newEmail)
      return updated ? c.json({ user: publicUser(updated) }) : unauthorized(c)
    } catch {
      // Someone took the address between the two steps (the unique identity refuses it).
      return authProblem(c, 409, 'EMAIL_IN_USE', 'Another account uses this email')
    }
  })

  return app
}
