import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, test } from 'vitest'
import { registerSessionMessage } from '../src/sessions/messages'
import { SERVER_ERROR_PROJECT_ID } from '../src/store/seed'
import { DEV_KEY, startTestApi } from './helpers'

// Issue 15's findings from outside: numbers past what the store's columns hold (8), prototype keys as ids (9),
// the expected 501s logged as errors (11), and what the route fuzz (fuzz.test.ts) found besides: U+0000 in text the
// store cannot keep, and a too-large body left on a connection the client reused.
const t = await startTestApi({ rateLimitPerMinute: 10_000 })
afterAll(() => t.api.close())
const owner = privateKeyToAccount(DEV_KEY)
const ACCOUNT = owner.address

type Problem = { error: string; issues?: { path: string }[] }
const issuePaths = async (res: Response) => ((await res.json()) as Problem).issues?.map((i) => i.path)
const cursorOf = (...parts: string[]) => Buffer.from(parts.join(':')).toString('base64url')

describe('finding 8: numbers out of range are a 400 naming the field, never a 500', () => {
  test.each([
    ['a block number past BIGINT', cursorOf('1700000000', '31337', '9223372036854775808', '0')],
    ['a time that is Infinity as a double', cursorOf('9'.repeat(400), '31337', '1', '0')],
    ['a transaction index past INTEGER', cursorOf('1700000000', '31337', '1', '2147483648')],
    ['a chain id past 2^53', cursorOf('1700000000', '9007199254740993', '1', '0')],
  ])('history cursor with %s', async (_, cursor) => {
    const res = await t.get(`/v1/account/${ACCOUNT}/history?cursor=${cursor}`)
    expect(res.status).toBe(400)
    expect(await issuePaths(res)).toEqual(['cursor'])
  })

  test('a cursor within every range is still accepted', async () => {
    const res = await t.get(`/v1/account/${ACCOUNT}/history?cursor=${cursorOf('1700000000', '31337', '5', '0')}`)
    expect(res.status).toBe(200)
  })

  test.each([1e308, 2 ** 63, -1, 1.5])('POST /e with timestamp %d', async (timestamp) => {
    const res = await t.post('/e', {
      eventId: 'edge',
      url: 'http://localhost/',
      domain: 'localhost',
      timestamp,
      props: { type: 'track', event: 'INITIALIZE' },
    })
    expect(res.status).toBe(400)
    expect(await issuePaths(res)).toEqual(['timestamp'])
  })

  test('a smart session whose signed expiry is 1e308', async () => {
    const body = { pci: '0x0a0b', chainId: 'eip155:31337', expiry: 1e308 }
    const signature = await owner.signMessage({ message: registerSessionMessage(body) })
    const res = await t.post('/v1/sessions', { ...body, address: ACCOUNT, signature })
    expect(res.status).toBe(400)
    expect(await issuePaths(res)).toEqual(['expiry'])
  })

  test('a name registration whose coin type is past 32 bits', async () => {
    const message = JSON.stringify({ name: 'edge-coin', timestamp: Math.floor(Date.now() / 1000) })
    const signature = await owner.signMessage({ message })
    const res = await t.post('/v1/profile/account', { coin_type: 2 ** 63, address: ACCOUNT, message, signature })
    expect(res.status).toBe(400)
    expect(await issuePaths(res)).toEqual(['coin_type'])
  })
})

describe('finding 9: prototype keys are ids like any other', () => {
  test.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'GET /getWalletImage/%s is a 404, not a function as an SVG',
    async (id) => {
      const res = await fetch(`${t.api.url}/getWalletImage/${id}`)
      expect(res.status).toBe(404)
      expect(res.headers.get('cache-control')).toBeNull()
      expect(await res.text()).not.toContain('[native code]')
    },
  )

  test('a catalogue image is still found', async () => {
    const { data } = (await (await t.get('/getWallets?entries=1')).json()) as { data: { image_id: string }[] }
    const res = await fetch(`${t.api.url}/getWalletImage/${data[0]?.image_id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
  })
})

describe('finding 11: an expected 501 is not logged as an error', () => {
  test('a route not built yet answers 501 and logs it at info', async () => {
    const res = await t.get('/v1/onramp/buy-options')
    expect(res.status).toBe(501)
    const entry = t.logger.entries.findLast((e) => e.msg === 'request' && e.fields.path === '/v1/onramp/buy-options')
    expect(entry?.level).toBe('info')
  })

  test('a real 5xx is still an error', async () => {
    expect((await t.get('/projects/v1/origins', undefined, SERVER_ERROR_PROJECT_ID)).status).toBe(500)
    const entry = t.logger.entries.findLast((e) => e.msg === 'request' && e.fields.path === '/projects/v1/origins')
    expect(entry?.level).toBe('error')
  })
})

describe('found by the fuzz', () => {
  test('U+0000 in a query parameter is a 400 naming it, before the store sees it', async () => {
    const res = await fetch(`${t.api.url}/appkit/v1/config?projectId=a%00b`)
    expect(res.status).toBe(400)
    expect(await issuePaths(res)).toEqual(['projectId'])
  })

  test('U+0000 in a path parameter is a 400', async () => {
    const res = await t.get('/v1/sessions/0x01%00')
    expect(res.status).toBe(400)
    expect(await issuePaths(res)).toEqual(['path'])
  })

  test('U+0000 in a JSON body is a 400 naming the field', async () => {
    const res = await t.post('/e', {
      eventId: 'nul\u0000',
      url: 'http://localhost/',
      domain: 'localhost',
      timestamp: 1,
      props: { type: 'track', event: 'INITIALIZE', properties: { ok: 'x' } },
    })
    expect(res.status).toBe(400)
    expect(await issuePaths(res)).toEqual(['eventId'])
  })

  test('a body over the limit is a 413 that closes the connection, so the unread rest cannot stall the next request', async () => {
    const res = await t.post('/e', 'x'.repeat(70_000))
    expect(res.status).toBe(413)
    expect(res.headers.get('connection')).toBe('close')
    expect((await t.get('/v1/supported-chains')).status).toBe(200)
  })
})
