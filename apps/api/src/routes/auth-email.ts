import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { authProblem, loginAnswer, mailed, withCode } from '../auth/answers'
import { checkCode, issueCode, resendWait, tooSoon } from '../auth/check-code'
import { APPROVAL_TTL_MS, CODE_TTL_MS, RESEND_AFTER_MS } from '../auth/codes'
import { approvalMail, codeMail } from '../auth/mailer'
import { emailUser, signedInWith } from '../auth/merge'
import type { Mailer } from '../auth/options'
import { OtpBody, StatusQuery, VerifyBody } from '../auth/schemas'
import { jsonBody, validate } from '../http/problem'
import type { AppEnv } from '../server/context'
import { hashToken, newToken } from '../siwx/token'

const loginKey = (projectId: string, email: string) => `login:${projectId}:${email}`

/** Email login: one-time codes, and the mailed approval of a known user's new device (verify-device). */
export function authEmailRoutes(mailer: () => Mailer): Hono<AppEnv> {
  const app = new Hono<AppEnv>()

  app.post('/auth/v1/email/otp', async (c) => {
    const ctx = c.get('ctx')
    const raw = await withCode(jsonBody(c))
    if (!raw.ok) return raw.response
    const body = await withCode(validate(c, OtpBody, raw.value, 'email'))
    if (!body.ok) return body.response
    const { email, deviceId } = body.value
    const projectId = c.get('project').id
    const now = ctx.now()
    const repo = ctx.store.auth
    const user = await emailUser(repo, projectId, email)
    if (user && !(await repo.hasDevice(user.id, deviceId))) {
      const wait = resendWait(await repo.lastApprovalSentAt(user.id, deviceId), now, RESEND_AFTER_MS)
      if (wait > 0) return tooSoon(c, wait)
      const token = newToken()
      const tokenHash = hashToken(token)
      await repo.addApproval({
        tokenHash,
        userId: user.id,
        deviceId,
        now,
        expiresAt: now + APPROVAL_TTL_MS,
      })
      const base = ctx.options.publicUrl ?? new URL(c.req.url).origin
      const link = `${base}/auth/v1/device/approve?projectId=${encodeURIComponent(projectId)}&token=${token}`
      const failed = await mailed(
        c,
        () => mailer().send(approvalMail(email, link)),
        () => repo.deleteApproval(tokenHash),
      )
      if (failed) return failed
      return c.json({ action: 'VERIFY_DEVICE' })
    }
    const key = loginKey(projectId, email)
    const wait = resendWait((await repo.getCode(key))?.sentAt, now, RESEND_AFTER_MS)
    if (wait > 0) return tooSoon(c, wait)
    const code = await issueCode(repo, key, { step: 'LOGIN', sentTo: email, newEmail: null, now, ttlMs: CODE_TTL_MS })
    const failed = await mailed(
      c,
      () => mailer().send(codeMail(email, code, 'sign in')),
      () => repo.deleteCode(key),
    )
    if (failed) return failed
    return c.json({ action: 'VERIFY_OTP' })
  })

  app.post('/auth/v1/email/verify', async (c) => {
    const ctx = c.get('ctx')
    const raw = await withCode(jsonBody(c))
    if (!raw.ok) return raw.response
    const body = await withCode(validate(c, VerifyBody, raw.value, 'code'))
    if (!body.ok) return body.response
    const { email, otp, deviceId } = body.value
    const projectId = c.get('project').id
    const repo = ctx.store.auth
    const known = await emailUser(repo, projectId, email)
    // A code mailed for another device does not enrol this one: a known user's new device needs the approval link.
    if (known && !(await repo.hasDevice(known.id, deviceId))) {
      return authProblem(c, 403, 'DEVICE_NOT_APPROVED', 'This device has not been approved from the email link')
    }
    const checked = await checkCode(c, repo, loginKey(projectId, email), otp, ctx.now())
    if (!checked.ok) return checked.response
    // A person who first signed in with a provider vouching for this email keeps that account (auth/merge.ts).
    if (known && known.provider !== 'email') {
      return loginAnswer(c, known, deviceId, false, signedInWith(known, 'email', null))
    }
    const { user, created } = await repo.upsertUser({
      id: randomUUID(),
      projectId,
      provider: 'email',
      identity: email,
      email,
      emailVerified: true,
      username: null,
      now: ctx.now(),
    })
    return loginAnswer(c, user, deviceId, created)
  })

  app.get('/auth/v1/device/status', async (c) => {
    const ctx = c.get('ctx')
    const query = await withCode(
      validate(c, StatusQuery, { email: c.req.query('email'), deviceId: c.req.query('deviceId') }, 'query'),
    )
    if (!query.ok) return query.response
    const user = await emailUser(ctx.store.auth, c.get('project').id, query.value.email)
    const approved = user ? await ctx.store.auth.hasDevice(user.id, query.value.deviceId) : false
    return c.json({ approved })
  })

  // Opened from the mail in whatever browser reads it, so it answers a page, not JSON.
  app.get('/auth/v1/device/approve', async (c) => {
    const ctx = c.get('ctx')
    const token = c.req.query('token') ?? ''
    const approved = /^[A-Za-z0-9_-]{43}$/.test(token) && (await ctx.store.auth.approve(hashToken(token), ctx.now()))
    const text = approved ? 'Device approved' : 'This approval link is invalid, already used or expired'
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${text}</title></head><body><h1>${text}</h1>${
        approved ? '<p>You can go back to the app; it continues by itself.</p>' : ''
      }</body></html>`,
      approved ? 200 : 400,
    )
  })

  return app
}
