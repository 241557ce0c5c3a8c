import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSecureSite, startSecureSite } from '../src/server/server'
import { apiSessionCheck } from '../src/server/session-check'

const API = 'http://127.0.0.1:9000'
const TOKENS: Record<string, string> = { 'token-of-ada-000001': 'user-ada', 'token-of-bob-000002': 'user-bob' }

describe('secure-site server', () => {
  let site: RunningSecureSite
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'secure-site-'))
    site = await startSecureSite({
      apiUrl: API,
      recoveryStoreFile: join(dir, 'recovery.json'),
      originsLookup: async (projectId) => (projectId === 'p1' ? ['http://localhost:*'] : undefined),
      checkSession: async (token) => TOKENS[token],
    })
  })
  afterAll(async () => {
    await site.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers })

  it('serves the frame to an allowed origin with the strict CSP and the host origin in its config', async () => {
    const response = await get('/frame?projectId=p1&origin=http%3A%2F%2Flocalhost%3A5173')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src 'self'; connect-src ${API} 'self'; frame-ancestors http://localhost:*; ` +
        "base-uri 'none'; form-action 'none'",
    )
    const html = await response.text()
    expect(html).toContain('<script type="module" src="/assets/frame.js"></script>')
    expect(html).toContain('&quot;hostOrigin&quot;:&quot;http://localhost:5173&quot;')
    expect(html).not.toMatch(/<script>/)
  })

  it('refuses the frame to an origin the project does not allow, and to an unknown project', async () => {
    const foreign = await get('/frame?projectId=p1&origin=https%3A%2F%2Fevil.example')
    expect(foreign.status).toBe(403)
    const unknown = await get('/frame?projectId=nope&origin=http%3A%2F%2Flocalhost%3A5173')
    expect(unknown.status).toBe(403)
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('serves the bundled frame script within 60 KB gzip', async () => {
    const response = await get('/assets/frame.js')
    expect(response.headers.get('content-type')).toContain('text/javascript')
    const code = await response.text()
    expect(gzipSync(code).length).toBeLessThanOrEqual(60 * 1024)
    expect((await get('/assets/../package.json')).status).toBe(404)
  })

  it('serves the social popup pages, never framable, start only for an allowed origin', async () => {
    const start = await get('/social/start?provider=github&projectId=p1&origin=http%3A%2F%2Flocalhost%3A5173')
    expect(start.status).toBe(200)
    expect(start.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(await start.text()).toContain('/assets/social-start.js')
    expect((await get('/social/start?provider=github&projectId=p1&origin=https%3A%2F%2Fevil.example')).status).toBe(403)
    const callback = await get('/social/callback?code=x&state=y')
    expect(callback.status).toBe(200)
    expect(await callback.text()).toContain('/assets/social-callback.js')
    // The page the host opens the popup on in the user's click, before the frame made the authorization URL.
    const loading = await get('/social/loading')
    expect(loading.status).toBe(200)
    expect(loading.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const html = await loading.text()
    expect(html).toContain('Signing in')
    expect(html).not.toContain('<script')
  })

  const share = (token: string | undefined, method: 'GET' | 'PUT', body?: unknown) =>
    fetch(`${site.url}/recovery-share?projectId=p1`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    })

  it('keeps one recovery share per user, released only with that user’s valid session', async () => {
    const ada = 'token-of-ada-000001'
    const value = 'A'.repeat(44)
    expect((await share(ada, 'GET')).status).toBe(404)
    expect((await share(undefined, 'PUT', { recoveryShare: value })).status).toBe(401)
    expect((await share('not-a-valid-token-123', 'PUT', { recoveryShare: value })).status).toBe(401)
    expect((await share(ada, 'PUT', { recoveryShare: 'not base64!' })).status).toBe(400)
    expect((await share(ada, 'PUT', { recoveryShare: value })).status).toBe(204)
    expect((await share(ada, 'PUT', { recoveryShare: 'B'.repeat(44) })).status).toBe(409)
    expect(await (await share(ada, 'GET')).json()).toEqual({ recoveryShare: value })
    expect((await share('token-of-bob-000002', 'GET')).status).toBe(404)
    expect(JSON.parse(readFileSync(join(dir, 'recovery.json'), 'utf8'))).toEqual({ 'user-ada': value })
  })

  it('asks for the project id and refuses other methods', async () => {
    const response = await fetch(`${site.url}/recovery-share`, {
      headers: { authorization: 'Bearer token-of-ada-000001' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST' })
    expect((await share('token-of-ada-000001', 'GET')).status).toBe(200)
    const del = await fetch(`${site.url}/recovery-share?projectId=p1`, {
      method: 'DELETE',
      headers: { authorization: 'Bearer token-of-ada-000001' },
    })
    expect(del.status).toBe(405)
  })
})

describe('apiSessionCheck', () => {
  it('asks apps/api GET /auth/v1/session with the bearer token and the project', async () => {
    const seen: Array<{ url: string; auth: string | null }> = []
    const check = apiSessionCheck(API, (async (input: URL, init?: RequestInit) => {
      const auth = new Headers(init?.headers).get('authorization')
      seen.push({ url: input.toString(), auth })
      return auth === 'Bearer good'
        ? Response.json({ user: { id: 'u1', email: 'a@b.co', provider: 'email', username: null } })
        : new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: '' }), { status: 401 })
    }) as typeof fetch)
    expect(await check('good', 'p1')).toBe('u1')
    expect(await check('bad', 'p1')).toBeUndefined()
    expect(seen[0]).toEqual({ url: `${API}/auth/v1/session?projectId=p1`, auth: 'Bearer good' })
  })
})
