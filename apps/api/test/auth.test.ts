import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PROJECT_ID } from '../src/store/seed'
import { codeIn, type LoginAnswer, SECURE_SITE, startAuthApi } from './auth-harness'

// /auth/v1/* on the real api (a free port, PGlite or PostgreSQL per vitest.config.ts), with a clock the test moves
// and a mailer that keeps what it sends; the SMTP path itself is tested in @portico/testing against the SMTP sink.
const clock = { t: Date.parse('2026-11-25T08:00:00.000Z') }
let a: Awaited<ReturnType<typeof startAuthApi>>

beforeAll(async () => {
  a = await startAuthApi(clock)
}, 60_000)
afterAll(async () => {
  await a?.harness.api.close()
})

const later = (ms: number) => {
  clock.t += ms
}
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('email one-time code', () => {
  it('a new user gets a 6-digit code by mail, and verifying it opens a session with no share yet', async () => {
    const res = await a.call('POST', '/auth/v1/email/otp', { email: ' New@Example.com ', deviceId: 'dev-1' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ action: 'VERIFY_OTP' })
    const mail = a.lastMailTo('new@example.com')
    expect(codeIn(mail)).toMatch(/^\d{6}$/)
    const verify = await a.call('POST', '/auth/v1/email/verify', {
      email: 'new@example.com',
      otp: codeIn(mail),
      deviceId: 'dev-1',
    })
    expect(verify.status).toBe(200)
    const body = (await verify.json()) as LoginAnswer
    expect(body).toMatchObject({
      user: { email: 'new@example.com', provider: 'email', username: null },
      isNewUser: true,
      authShare: null,
    })
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The same code cannot be used twice.
    later(31_000)
    const again = await a.call('POST', '/auth/v1/email/verify', {
      email: 'new@example.com',
      otp: codeIn(mail),
      deviceId: 'dev-1',
    })
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ code: 'OTP_EXPIRED' })
  })

  it('the code is stored hashed, never in plain text', async () => {
    await a.call('POST', '/auth/v1/email/otp', { email: 'hashed@example.com', deviceId: 'dev-1' })
    const code = codeIn(a.lastMailTo('hashed@example.com'))
    const rows = await a.harness.api.context.store.db.query<Record<string, unknown>>('SELECT * FROM auth_codes')
    expect(rows.length).toBeGreaterThan(0)
    expect(JSON.stringify(rows)).not.toContain(code)
  })

  it('refuses an invalid email with 400', async () => {
    const res = await a.call('POST', '/auth/v1/email/otp', { email: 'not-an-email', deviceId: 'dev-1' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST', error: 'BAD_REQUEST' })
    const notJson = await a.call('POST', '/auth/v1/email/otp', undefined)
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toMatchObject({ code: 'BAD_REQUEST' })
  })

  it('a wrong code says how many attempts are left; the fifth locks the code until a new one is sent', async () => {
    const email = 'wrong@example.com'
    await a.call('POST', '/auth/v1/email/otp', { email, deviceId: 'dev-1' })
    const code = codeIn(a.lastMailTo(email))
    const attempt = (otp: string) => a.call('POST', '/auth/v1/email/verify', { email, otp, deviceId: 'dev-1' })
    for (const left of [4, 3, 2, 1]) {
      const res = await attempt(wrongOf(code))
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'INVALID_OTP', attemptsLeft: left })
    }
    const fifth = await attempt(wrongOf(code))
    expect(fifth.status).toBe(423)
    expect(await fifth.json()).toMatchObject({ code: 'OTP_LOCKED' })
    // Locked: even the right code is refused now.
    const right = await attempt(code)
    expect(right.status).toBe(423)
    // A new code (after the resend wait) unlocks.
    later(30_000)
    await a.call('POST', '/auth/v1/email/otp', { email, deviceId: 'dev-1' })
    const fresh = await attempt(codeIn(a.lastMailTo(email)))
    expect(fresh.status).toBe(200)
  })

  it('an expired code is refused with OTP_EXPIRED', async () => {
    const email = 'expired@example.com'
    await a.call('POST', '/auth/v1/email/otp', { email, deviceId: 'dev-1' })
    const code = codeIn(a.lastMailTo(email))
    later(10 * 60_000)
    const res = await a.call('POST', '/auth/v1/email/verify', { email, otp: code, deviceId: 'dev-1' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'OTP_EXPIRED' })
  })

  it('a new code sooner than 30 s after the last is refused with 429 and the seconds to wait', async () => {
    const email = 'resend@example.com'
    expect((await a.call('POST', '/auth/v1/email/otp', { email, deviceId: 'dev-1' })).status).toBe(200)
    later(12_000)
    const res = await a.call('POST', '/auth/v1/email/otp', { email, deviceId: 'dev-1' })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('18')
    expect(await res.json()).toMatchObject({ code: 'RESEND_TOO_SOON', retryAfter: 18 })
    expect(a.mails.filter((m) => m.to === email)).toHaveLength(1)
    later(18_000)
    expect((await a.call('POST', '/auth/v1/email/otp', { email, deviceId: 'dev-1' })).status).toBe(200)
  })
})

describe('mail relay failure', () => {
  it('answers 502 MAIL_NOT_SENT and lets the user ask again at once', async () => {
    const email = 'relay@example.com'
    a.relay.down = true
    const res = await a.call('POST', '/auth/v1/email/otp', { email, deviceId: 'dev-1' })
    a.relay.down = false
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ code: 'MAIL_NOT_SENT' })
    expect((await a.call('POST', '/auth/v1/email/otp', { email, deviceId: 'dev-1' })).status).toBe(200)
  })
})

describe('verify device', () => {
  it('a known user on a new device must approve it from the mailed link before a code is sent', async () => {
    const email = 'device@example.com'
    const first = await a.login(email, 'laptop')
    later(31_000)
    const otp = await a.call('POST', '/auth/v1/email/otp', { email, deviceId: 'phone' })
    expect(await otp.json()).toEqual({ action: 'VERIFY_DEVICE' })
    const status = () => a.call('GET', `/auth/v1/device/status?email=${email}&deviceId=phone`)
    expect(await (await status()).json()).toEqual({ approved: false })
    // A code asked for from another device cannot enrol this one.
    const sneaky = await a.call('POST', '/auth/v1/email/verify', { email, otp: '123456', deviceId: 'phone' })
    expect(sneaky.status).toBe(403)
    expect(await sneaky.json()).toMatchObject({ code: 'DEVICE_NOT_APPROVED' })

    const link = /^(http\S+)$/m.exec(a.lastMailTo(email)?.text ?? '')?.[1] ?? ''
    expect(link).toContain('/auth/v1/device/approve?')
    const page = await fetch(link)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Device approved')
    expect(await (await status()).json()).toEqual({ approved: true })
    // The link is single use.
    expect((await fetch(link)).status).toBe(400)

    const second = await a.login(email, 'phone')
    expect(second.isNewUser).toBe(false)
    expect(second.user.id).toBe(first.user.id)
  })

  it('answers approved: false for an unknown email', async () => {
    const res = await a.call('GET', '/auth/v1/device/status?email=nobody@example.com&deviceId=x')
    expect(await res.json()).toEqual({ approved: false })
  })
})

describe('sessions and the auth share', () => {
  it('GET /session answers the user for a live token and 401 otherwise; sign-out ends it', async () => {
    const { token, user } = await a.login('session@example.com', 'dev-1')
    const res = await a.call('GET', '/auth/v1/session', undefined, token)
    expect(await res.json()).toEqual({ user })
    expect((await a.call('GET', '/auth/v1/session')).status).toBe(401)
    expect((await a.call('GET', '/auth/v1/session', undefined, 'x'.repeat(43))).status).toBe(401)
    expect((await a.call('DELETE', '/auth/v1/session', undefined, token)).status).toBe(204)
    expect((await a.call('GET', '/auth/v1/session', undefined, token)).status).toBe(401)
  })

  it('a session ends after 7 days', async () => {
    const { token } = await a.login('week@example.com', 'dev-1')
    later(7 * 24 * 60 * 60_000 - 1000)
    expect((await a.call('GET', '/auth/v1/session', undefined, token)).status).toBe(200)
    later(1000)
    expect((await a.call('GET', '/auth/v1/session', undefined, token)).status).toBe(401)
  })

  it('the secure site server may check a session with no Origin at all (server to server)', async () => {
    const { token, user } = await a.login('s2s@example.com', 'dev-1')
    const res = await fetch(`${a.harness.api.url}/auth/v1/session?projectId=${DEV_PROJECT_ID}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ user })
  })

  it('the share is stored once, read back by the same user only, and answered at the next login', async () => {
    const email = 'share@example.com'
    const { token } = await a.login(email, 'dev-1')
    expect((await a.call('GET', '/auth/v1/share', undefined, token)).status).toBe(404)
    expect((await a.call('PUT', '/auth/v1/share', { authShare: 'share-one' })).status).toBe(401)
    expect((await a.call('PUT', '/auth/v1/share', { authShare: 'share-one' }, token)).status).toBe(204)
    const second = await a.call('PUT', '/auth/v1/share', { authShare: 'share-two' }, token)
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({ code: 'SHARE_EXISTS' })
    expect(await (await a.call('GET', '/auth/v1/share', undefined, token)).json()).toEqual({ authShare: 'share-one' })
    const other = await a.login('other-share@example.com', 'dev-1')
    expect((await a.call('GET', '/auth/v1/share', undefined, other.token)).status).toBe(404)
    later(31_000)
    expect((await a.login(email, 'dev-1')).authShare).toBe('share-one')
  })
})

describe('email update', () => {
  it('a code to the current email, then one to the new email, moves the account', async () => {
    const { token, user } = await a.login('old@example.com', 'dev-1')
    const start = await a.call('POST', '/auth/v1/email/update', { newEmail: 'new-home@example.com' }, token)
    expect(await start.json()).toEqual({ step: 'PRIMARY' })
    const primary = codeIn(a.lastMailTo('old@example.com'))
    // The new address's code cannot be given before the old one.
    const early = await a.call('POST', '/auth/v1/email/update/verify', { otp: primary, step: 'SECONDARY' }, token)
    expect(early.status).toBe(400)
    const wrong = await a.call(
      'POST',
      '/auth/v1/email/update/verify',
      { otp: wrongOf(primary), step: 'PRIMARY' },
      token,
    )
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_OTP', attemptsLeft: 4 })
    const one = await a.call('POST', '/auth/v1/email/update/verify', { otp: primary, step: 'PRIMARY' }, token)
    expect(await one.json()).toEqual({ step: 'SECONDARY' })
    const secondary = codeIn(a.lastMailTo('new-home@example.com'))
    const two = await a.call('POST', '/auth/v1/email/update/verify', { otp: secondary, step: 'SECONDARY' }, token)
    expect(await two.json()).toEqual({ user: { ...user, email: 'new-home@example.com' } })
    // Signing in now works with the new address and finds the same user.
    later(31_000)
    expect((await a.login('new-home@example.com', 'dev-1')).user.id).toBe(user.id)
  })

  it("resends the pending step's code to where it went, no sooner than 30 s after the last one", async () => {
    const { token, user } = await a.login('resend-old@example.com', 'dev-1')
    const resend = () => a.call('POST', '/auth/v1/email/update/resend', {}, token)
    expect((await resend()).status).toBe(400)
    await a.call('POST', '/auth/v1/email/update', { newEmail: 'resend-new@example.com' }, token)
    const primary = codeIn(a.lastMailTo('resend-old@example.com'))
    await a.call('POST', '/auth/v1/email/update/verify', { otp: primary, step: 'PRIMARY' }, token)
    const first = codeIn(a.lastMailTo('resend-new@example.com'))
    const early = await resend()
    expect(early.status).toBe(429)
    expect(await early.json()).toMatchObject({ code: 'RESEND_TOO_SOON' })
    later(31_000)
    const again = await resend()
    expect(await again.json()).toEqual({ step: 'SECONDARY' })
    const second = codeIn(a.lastMailTo('resend-new@example.com'))
    expect(second).not.toBe(first)
    const old = await a.call('POST', '/auth/v1/email/update/verify', { otp: first, step: 'SECONDARY' }, token)
    expect(await old.json()).toMatchObject({ code: 'INVALID_OTP' })
    const done = await a.call('POST', '/auth/v1/email/update/verify', { otp: second, step: 'SECONDARY' }, token)
    expect(await done.json()).toEqual({ user: { ...user, email: 'resend-new@example.com' } })
    expect((await a.call('POST', '/auth/v1/email/update/resend', {})).status).toBe(401)
  })

  it('needs a session, and refuses an address another account uses', async () => {
    expect((await a.call('POST', '/auth/v1/email/update', { newEmail: 'x@example.com' })).status).toBe(401)
    const { token } = await a.login('taken-a@example.com', 'dev-1')
    await a.login('taken-b@example.com', 'dev-1')
    const res = await a.call('POST', '/auth/v1/email/update', { newEmail: 'taken-b@example.com' }, token)
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'EMAIL_IN_USE' })
  })
})

describe('social login without a configured issuer', () => {
  const body = {
    provider: 'google',
    code: 'abc',
    codeVerifier: 'v'.repeat(43),
    redirectUri: `${SECURE_SITE}/social/callback`,
    deviceId: 'dev-1',
  }

  it('lists no providers and refuses a token exchange for an unconfigured one', async () => {
    expect(await (await a.call('GET', '/auth/v1/social/config')).json()).toEqual({ providers: {} })
    const res = await a.call('POST', '/auth/v1/social/token', body)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED' })
  })

  it('validates the body: an unknown provider or a short PKCE verifier is a 400', async () => {
    expect((await a.call('POST', '/auth/v1/social/token', { ...body, provider: 'myspace' })).status).toBe(400)
    expect((await a.call('POST', '/auth/v1/social/token', { ...body, codeVerifier: 'short' })).status).toBe(400)
  })
})

describe('CORS', () => {
  it('admits the secure site origin, preflight included, and refuses any other (the host page)', async () => {
    const url = `${a.harness.api.url}/auth/v1/email/otp?projectId=${DEV_PROJECT_ID}`
    const pre = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: SECURE_SITE, 'access-control-request-method': 'POST' },
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-origin')).toBe(SECURE_SITE)
    expect(pre.headers.get('access-control-allow-headers')).toContain('authorization')
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5181', 'null']) {
      const refused = await a.call(
        'POST',
        '/auth/v1/email/otp',
        { email: 'cors@example.com', deviceId: 'd' },
        '',
        origin,
      )
      expect(refused.status).toBe(403)
      expect(refused.headers.get('access-control-allow-origin')).toBeNull()
      const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin } })
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    }
  })

  it('needs a known projectId', async () => {
    const res = await fetch(`${a.harness.api.url}/auth/v1/social/config`, { headers: { origin: SECURE_SITE } })
    expect(res.status).toBe(400)
    const unknown = await fetch(`${a.harness.api.url}/auth/v1/social/config?projectId=nope`)
    expect(unknown.status).toBe(403)
  })
})
