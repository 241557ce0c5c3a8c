import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LoginAnswer, SECURE_SITE, startAuthApi } from './auth-harness'
import { type IssuedClaims, startTestIssuer } from './oidc-issuer'

// Account merge (auth/merge.ts): a social login whose provider vouches for an email someone already proved signs in
// to that person's account — the same user id, hence the same auth share and the same wallet. An unproven email
// claim gets an account of its own.
const clock = { t: Date.now() }
let issuer: Awaited<ReturnType<typeof startTestIssuer>>
let a: Awaited<ReturnType<typeof startAuthApi>>

beforeAll(async () => {
  issuer = await startTestIssuer('portico-google')
  const client = { issuer: issuer.issuer, clientId: 'portico-google', clientSecret: 'secret' }
  a = await startAuthApi(clock, { oidc: { google: client, discord: { ...client } } })
}, 60_000)
afterAll(async () => {
  await a?.harness.api.close()
  await issuer?.close()
})

async function social(claims: IssuedClaims, deviceId = 'dev-1', provider = 'google'): Promise<LoginAnswer> {
  const res = await a.call('POST', '/auth/v1/social/token', {
    provider,
    code: issuer.code(claims),
    codeVerifier: 'v'.repeat(43),
    redirectUri: `${SECURE_SITE}/social/callback`,
    deviceId,
  })
  if (res.status !== 200) throw new Error(`social ${res.status}: ${await res.text()}`)
  return (await res.json()) as LoginAnswer
}

describe('account merge', () => {
  it('a social login with the verified email of an email user signs in to that user and its share', async () => {
    const first = await a.login('merge@example.com', 'dev-1')
    expect((await a.call('PUT', '/auth/v1/share', { authShare: 'share-of-merge' }, first.token)).status).toBe(204)
    const google = await social({
      sub: 'g-merge',
      email: 'Merge@Example.com',
      email_verified: true,
      preferred_username: 'merger',
    })
    expect(google.user).toEqual({
      id: first.user.id,
      email: 'merge@example.com',
      provider: 'google',
      username: 'merger',
    })
    expect(google).toMatchObject({ isNewUser: false, authShare: 'share-of-merge' })
    // The session is the user's, shown as signed in with the provider it was opened with; the link holds next time.
    const session = await a.call('GET', '/auth/v1/session', undefined, google.token)
    expect(await session.json()).toMatchObject({ user: { id: first.user.id, provider: 'google' } })
    expect((await social({ sub: 'g-merge' })).user.id).toBe(first.user.id)
    // The email login still answers the same user, as an email login.
    clock.t += 31_000
    const again = await a.login('merge@example.com', 'dev-1')
    expect(again.user).toMatchObject({ id: first.user.id, provider: 'email' })
  })

  it('an email login with the address a provider verified signs in to the social account', async () => {
    const google = await social({ sub: 'g-first', email: 'first@example.com', email_verified: true }, 'dev-2')
    expect(google.isNewUser).toBe(true)
    const byEmail = await a.login('first@example.com', 'dev-2')
    expect(byEmail.user).toMatchObject({ id: google.user.id, provider: 'email', email: 'first@example.com' })
    expect(byEmail.isNewUser).toBe(false)
    // Another device of that account must be approved from the mail, as for any known user.
    const otp = await a.call('POST', '/auth/v1/email/otp', { email: 'first@example.com', deviceId: 'dev-3' })
    expect(await otp.json()).toEqual({ action: 'VERIFY_DEVICE' })
  })

  it('an unverified email claim never joins an existing account, in either direction', async () => {
    const owner = await a.login('owner@example.com', 'dev-1')
    const claimer = await social({ sub: 'g-claimer', email: 'owner@example.com', email_verified: false })
    expect(claimer.user.id).not.toBe(owner.user.id)
    expect(claimer.isNewUser).toBe(true)
    const unproven = await social({ sub: 'g-unproven', email: 'unproven@example.com' })
    const byEmail = await a.login('unproven@example.com', 'dev-1')
    expect(byEmail.user.id).not.toBe(unproven.user.id)
  })

  it('two providers proving one email share one account', async () => {
    const google = await social({ sub: 'g-two', email: 'two@example.com', email_verified: true })
    const discord = await social({ sub: 'd-two', email: 'two@example.com', email_verified: true }, 'dev-1', 'discord')
    expect(discord.user).toMatchObject({ id: google.user.id, provider: 'discord' })
  })
})
