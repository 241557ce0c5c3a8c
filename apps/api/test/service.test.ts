import { afterAll, describe, expect, test } from 'vitest'
import { RATE_LIMITED_PROJECT_ID, SERVER_ERROR_PROJECT_ID, UNVERIFIED_DOMAIN_PROJECT_ID } from '../src/store/seed'
import { startTestApi } from './helpers'

const t = await startTestApi({ rateLimitPerMinute: 10_000 })
afterAll(() => t.api.close())

describe('project configuration', () => {
  test('features of the seeded dev project come from the store', async () => {
    const res = await t.get('/appkit/v1/config')
    expect(res.status).toBe(200)
    const body = (await res.json()) as { features: { id: string; isEnabled: boolean }[] }
    expect(body.features.map((f) => f.id)).toEqual([
      'swaps',
      'onramp',
      'email',
      'socials',
      'activity',
      'reownBranding',
      'multiWallet',
    ])
  })

  test('a project changed in the store is served changed', async () => {
    const projects = t.api.context.store.projects
    const dev = await projects.get('portico-dev')
    await projects.upsert({
      ...dev!,
      id: 'flags-off',
      features: [{ id: 'swaps', isEnabled: false, config: null }],
      analyticsEnabled: false,
    })
    const body = (await (await t.get('/appkit/v1/config', undefined, 'flags-off')).json()) as object
    expect(body).toEqual({ features: [{ id: 'swaps', isEnabled: false, config: null }] })
    expect(await (await t.get('/getAnalyticsConfig', undefined, 'flags-off')).json()).toEqual({
      isAnalyticsEnabled: false,
    })
    expect(await (await t.get('/getAnalyticsConfig')).json()).toEqual({ isAnalyticsEnabled: true })
  })

  test('origins: list, 429 with Retry-After and 500 for the configured failing projects', async () => {
    expect(await (await t.get('/projects/v1/origins')).json()).toEqual({
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
    })
    const limited = await t.get('/projects/v1/origins', undefined, RATE_LIMITED_PROJECT_ID)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    const broken = await t.get('/projects/v1/origins', undefined, SERVER_ERROR_PROJECT_ID)
    expect(broken.status).toBe(500)
    expect(await broken.json()).toMatchObject({ error: 'SERVER_ERROR' })
  })

  test('origins of a project whose domain is not verified: 403 UNVERIFIED_DOMAIN', async () => {
    const unverified = await t.get('/projects/v1/origins', undefined, UNVERIFIED_DOMAIN_PROJECT_ID)
    expect(unverified.status).toBe(403)
    expect(await unverified.json()).toMatchObject({ error: 'UNVERIFIED_DOMAIN' })
  })

  test('missing project id is a 400 naming the field, an unknown one a 403', async () => {
    const missing = await fetch(`${t.api.url}/appkit/v1/config`)
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ issues: [{ path: 'projectId' }] })
    const unknown = await t.get('/appkit/v1/config', undefined, 'nobody')
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toMatchObject({ error: 'INVALID_PROJECT_ID' })
  })
})

describe('CORS and origin check', () => {
  test('an allowed origin (wildcard port) gets its CORS header, a foreign one a 403', async () => {
    const ok = await t.get('/v1/supported-chains', { headers: { origin: 'http://localhost:5173' } })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const bad = await t.get('/v1/supported-chains', { headers: { origin: 'https://evil.example' } })
    expect(bad.status).toBe(403)
    expect(await bad.json()).toMatchObject({ error: 'ORIGIN_NOT_ALLOWED' })
    expect(bad.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('the wildcard of http://localhost:* takes a port only (@portico/common isOriginAllowed)', async () => {
    for (const origin of ['http://localhost:1@evil.example', 'http://localhost:80.evil.example']) {
      const res = await t.get('/v1/supported-chains', { headers: { origin } })
      expect(res.status).toBe(403)
    }
  })

  test('preflight answers 204 with methods for an allowed origin', async () => {
    const res = await t.get('/v1/profile/account', { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:3000' } })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
  })

  test('configuration answers any origin, so the SDK can report the mismatch itself', async () => {
    const res = await t.get('/projects/v1/origins', { headers: { origin: 'https://evil.example' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('wallet catalogue', () => {
  test('pages through at least 500 wallets with a total count', async () => {
    const p1 = (await (await t.get('/getWallets?page=1&entries=40')).json()) as {
      data: { id: string }[]
      count: number
    }
    const p2 = (await (await t.get('/getWallets?page=2&entries=40')).json()) as {
      data: { id: string }[]
      count: number
    }
    expect(p1.count).toBeGreaterThanOrEqual(500)
    expect(p1.data).toHaveLength(40)
    expect(new Set([...p1.data, ...p2.data].map((w) => w.id)).size).toBe(80)
  })

  test('search, badge_type, chains, include and exclude filter', async () => {
    type R = { data: { id: string; name: string; badge_type: string; chains: string[] }[]; count: number }
    const found = (await (await t.get('/getWallets?page=1&entries=100&search=nova')).json()) as R
    expect(found.count).toBeGreaterThan(0)
    expect(found.data.every((w) => w.name.toLowerCase().includes('nova'))).toBe(true)
    const certified = (await (await t.get('/getWallets?page=1&entries=500&badge_type=certified')).json()) as R
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
    const solana = (await (
      await t.get('/getWallets?page=1&entries=500&chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    ).json()) as R
    expect(solana.data.every((w) => w.chains.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))).toBe(true)
    const [a, b] = found.data
    const included = (await (
      await t.get(`/getWallets?page=1&entries=10&include=${a!.id},${b!.id}&exclude=${b!.id}`)
    ).json()) as R
    expect(included.data.map((w) => w.id)).toEqual([a!.id])
  })

  test('bad paging is a 400 that names the field', async () => {
    const res = await t.get('/getWallets?page=zero&entries=10')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'BAD_REQUEST', issues: [{ path: 'page' }] })
  })

  test('wallet images are served locally as SVG', async () => {
    const { data } = (await (await t.get('/getWallets?page=1&entries=1')).json()) as { data: { image_id: string }[] }
    const res = await fetch(`${t.api.url}/getWalletImage/${data[0]!.image_id}`)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(await res.text()).toMatch(/^<svg/)
    expect((await fetch(`${t.api.url}/getWalletImage/nope`)).status).toBe(404)
  })
})

describe('analytics sink', () => {
  test('stores a valid event, refuses a malformed one with what is wrong', async () => {
    const event = {
      eventId: 'e-1',
      url: 'http://localhost:5173/',
      domain: 'localhost',
      timestamp: 1_700_000_000_000,
      props: {
        type: 'error',
        event: 'INTERNAL_SDK_ERROR',
        errorType: 'Error',
        errorMessage: 'boom',
        stackTrace: 'at x',
      },
    }
    const res = await t.post('/e', event)
    expect(await res.json()).toEqual({ ok: true, stored: true })
    const stored = await t.api.context.store.analytics.listByProject('portico-dev')
    expect(stored[0]).toMatchObject({
      eventId: 'e-1',
      sdkType: 'portico',
      sdkVersion: 'test',
      props: { errorMessage: 'boom' },
    })
    const bad = await t.post('/e', { ...event, props: { ...event.props, event: 'NOPE' } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ issues: [{ path: 'props.event' }] })
    expect((await t.post('/e', '{not json')).status).toBe(400)
  })

  test('the summary counts each event name per UTC day, only within the asked days', async () => {
    const day = 86_400_000
    const at = (timestamp: number, event: string) =>
      t.post('/e', {
        eventId: `s-${timestamp}`,
        url: 'http://x/',
        domain: 'x',
        timestamp,
        props: { type: 'track', event },
      })
    const today = Math.floor(Date.now() / day) * day
    await at(today + 1000, 'DISCONNECT_SUCCESS')
    await at(today + 2000, 'DISCONNECT_SUCCESS')
    await at(today - day + 5, 'DISCONNECT_SUCCESS')
    await at(today - 40 * day, 'DISCONNECT_SUCCESS')
    const res = await t.get('/projects/v1/analytics/summary?days=2')
    const { counts } = (await res.json()) as { counts: { day: string; event: string; count: number }[] }
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
    expect(counts.filter((c) => c.event === 'DISCONNECT_SUCCESS')).toEqual([
      { day: iso(today - day), event: 'DISCONNECT_SUCCESS', count: 1 },
      { day: iso(today), event: 'DISCONNECT_SUCCESS', count: 2 },
    ])
  })

  test('a body over the size limit is a 413', async () => {
    const res = await t.post('/e', { padding: 'x'.repeat(70 * 1024) })
    expect(res.status).toBe(413)
  })
})

describe('other routes', () => {
  test('on-ramp calls §7 does not name answer 501 with a clear body', async () => {
    for (const path of ['/v1/onramp/unknown-call']) {
      const res = await t.get(path)
      expect(res.status).toBe(501)
      expect(await res.json()).toMatchObject({ error: 'NOT_IMPLEMENTED' })
    }
  })

  test('swaps on a chain without an exchange say the network is not supported for swaps', async () => {
    const res = await t.get('/v1/convert/tokens?chainId=eip155:1')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'UNSUPPORTED_NETWORK', message: 'Network not supported for Swaps' })
  })

  test('prices come from the static table, unknown addresses are left out', async () => {
    const api = await startTestApi({ chains: [{ chainId: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:1' }] })
    try {
      const res = await api.post('/v1/fungible/price', {
        currency: 'usd',
        addresses: [
          'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          'eip155:1:0x0000000000000000000000000000000000000001',
        ],
      })
      expect(await res.json()).toMatchObject({ fungibles: [{ symbol: 'ETH', price: 3000 }] })
      expect(await (await api.get('/v1/supported-chains')).json()).toEqual({ http: ['eip155:31337'], ws: [] })
      expect((await api.post('/v1/fungible/price', { addresses: ['nope'] })).status).toBe(400)
    } finally {
      await api.api.close()
    }
  }, 30_000)

  test('every request is logged as one structured entry', async () => {
    await t.get('/v1/supported-chains')
    const entry = t.logger.entries.findLast((e) => e.msg === 'request')
    expect(entry?.fields).toMatchObject({
      method: 'GET',
      path: '/v1/supported-chains',
      status: 200,
      projectId: 'portico-dev',
    })
  })
})

test('rate limit per project id: 429 with Retry-After once the minute budget is spent', async () => {
  let now = 1_000_000
  const limited = await startTestApi({ rateLimitPerMinute: 3, now: () => now })
  try {
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await limited.get('/v1/supported-chains')).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const res = await limited.get('/v1/supported-chains')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another project has its own budget.
    expect((await limited.get('/v1/supported-chains', undefined, RATE_LIMITED_PROJECT_ID)).status).toBe(200)
    now += 60_000
    expect((await limited.get('/v1/supported-chains')).status).toBe(200)
  } finally {
    await limited.api.close()
  }
}, 30_000)
