import { createHash, randomBytes } from 'node:crypto'
import { DEV_PROJECT_ID, type RunningApi, silentLogger, startApiServer } from '@portico/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logInWithForm } from './form-login'
import { type RunningOidcProvider, startOidcProvider } from './oidc-provider'
import { OIDC_TEST_USERS } from './users'

// A real authorization code + PKCE login: the secure site's part (PKCE, state, nonce, the authorization request) is
// played here from apps/api's /social/config, a test user logs in through the provider's form, and apps/api
// exchanges the code with oauth4webapi and validates the id token.
const SECURE_SITE = 'http://127.0.0.1:5199'
const REDIRECT_URI = `${SECURE_SITE}/social/callback`
let oidc: RunningOidcProvider
let api: RunningApi

beforeAll(async () => {
  oidc = await startOidcProvider()
  api = await startApiServer({ logger: silentLogger, secureSiteOrigins: [SECURE_SITE], oidc: oidc.apiConfig })
}, 60_000)
afterAll(async () => {
  await api?.close()
  await oidc?.stop()
})

const apiCall = (path: string, body?: unknown) =>
  fetch(`${api.url}${path}?projectId=${DEV_PROJECT_ID}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { origin: SECURE_SITE, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

interface ProviderConfig {
  authorizationEndpoint: string
  clientId: string
  scope: string
}

/** The authorization request the secure site makes, and what it keeps to finish it. */
async function startLogin(provider: string, withPkce = true) {
  const config = (await (await apiCall('/auth/v1/social/config')).json()) as {
    providers: Record<string, ProviderConfig>
  }
  const p = config.providers[provider]
  if (!p) throw new Error(`${provider} not in /social/config`)
  const codeVerifier = randomBytes(32).toString('base64url')
  const state = randomBytes(16).toString('base64url')
  const nonce = randomBytes(16).toString('base64url')
  const url = new URL(p.authorizationEndpoint)
  url.search = new URLSearchParams({
    client_id: p.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: p.scope,
    state,
    nonce,
    ...(withPkce
      ? { code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'), code_challenge_method: 'S256' }
      : {}),
  }).toString()
  return { url: url.href, codeVerifier, state, nonce }
}

describe('social login against the local OIDC provider', () => {
  it('lists all six providers with their own client ids', async () => {
    const { providers } = (await (await apiCall('/auth/v1/social/config')).json()) as {
      providers: Record<string, ProviderConfig>
    }
    expect(Object.keys(providers).sort()).toEqual(['apple', 'discord', 'facebook', 'github', 'google', 'x'])
    expect(providers.github).toMatchObject({ clientId: 'portico-github', scope: 'openid email profile' })
    expect(providers.github?.authorizationEndpoint.startsWith(oidc.issuer)).toBe(true)
  })

  it('code + PKCE: a test user logs in with the form and apps/api exchanges the code for a session', async () => {
    const alice = OIDC_TEST_USERS[0]
    if (!alice) throw new Error('no test user')
    const login = await startLogin('google')
    const callback = await logInWithForm(login.url, alice)
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI)
    expect(callback.searchParams.get('state')).toBe(login.state)
    const code = callback.searchParams.get('code') ?? ''
    expect(code).not.toBe('')

    const body = {
      provider: 'google',
      code,
      codeVerifier: login.codeVerifier,
      redirectUri: REDIRECT_URI,
      deviceId: 'd1',
    }
    const res = await apiCall('/auth/v1/social/token', body)
    expect(res.status).toBe(200)
    const answer = (await res.json()) as { token: string; user: unknown; isNewUser: boolean; authShare: null }
    expect(answer).toMatchObject({
      user: { email: alice.email, provider: 'google', username: alice.username },
      isNewUser: true,
      authShare: null,
    })
    const session = await fetch(`${api.url}/auth/v1/session?projectId=${DEV_PROJECT_ID}`, {
      headers: { authorization: `Bearer ${answer.token}` },
    })
    expect(await session.json()).toEqual({ user: answer.user })
    // The code is single use.
    expect((await apiCall('/auth/v1/social/token', body)).status).toBe(400)
  })

  it('refuses the exchange with a wrong PKCE verifier, and a wrong password stays on the form', async () => {
    const bob = OIDC_TEST_USERS[1]
    if (!bob) throw new Error('no test user')
    const login = await startLogin('discord')
    const callback = await logInWithForm(login.url, bob)
    const res = await apiCall('/auth/v1/social/token', {
      provider: 'discord',
      code: callback.searchParams.get('code'),
      codeVerifier: randomBytes(32).toString('base64url'),
      redirectUri: REDIRECT_URI,
      deviceId: 'd1',
      nonce: login.nonce,
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'SOCIAL_LOGIN_FAILED' })
    await expect(logInWithForm((await startLogin('x')).url, { ...bob, password: 'wrong' })).rejects.toThrow(
      /stopped at 200/,
    )
  })

  it('requires PKCE: an authorization request without a code challenge is refused', async () => {
    const login = await startLogin('apple', false)
    const callback = await logInWithForm(login.url, { username: 'alice', password: 'alice-password' })
    expect(callback.searchParams.get('error')).toBe('invalid_request')
  })
})
