import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isPorticoError, PorticoError } from '@portico/common'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'
import {
  type ApiClientOptions,
  createApiClient,
  getBalance,
  getIdentity,
  getNativeBalance,
  getWallets,
  imageUrl,
  isApiConfigured,
  isNetworkSupported,
  registerName,
} from '../src'

// A small service of our own: answers after a delay the test chooses, or never, and counts what reached it.
const hits: string[] = []
let delayMs = 0
const held: ServerResponse[] = []
const answer = (req: IncomingMessage, res: ServerResponse) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname
  if (path === '/getWallets') return res.end(JSON.stringify({ data: [{ id: 'w1', name: 'One' }], count: 1 }))
  if (path.startsWith('/v1/identity/')) return res.end(JSON.stringify({ name: 'n.portico.id', avatar: null }))
  if (path.startsWith('/v1/account/')) return res.end(JSON.stringify({ balances: 'not a list' }))
  res.statusCode = 404
  res.end('{}')
}
const server: Server = createServer((req, res) => {
  hits.push(req.url ?? '')
  res.setHeader('content-type', 'application/json')
  if (req.url?.startsWith('/getWallets') && req.url.includes('search=never')) {
    held.push(res)
    return
  }
  setTimeout(() => answer(req, res), delayMs)
})
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
afterAll(() => {
  for (const res of held) res.destroy()
  return new Promise<void>((r) => server.close(() => r()))
})
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

beforeEach(() => {
  hits.length = 0
  delayMs = 0
})

function client(extra: Partial<ApiClientOptions> = {}) {
  let fetches = 0
  const c = createApiClient({
    url,
    projectId: 'p1',
    sdkVersion: 'test-1',
    fetch: (input, init) => {
      fetches += 1
      return fetch(input, init)
    },
    ...extra,
  })
  return { c, fetches: () => fetches }
}

const ADDRESS = '0x0000000000000000000000000000000000000001'

describe('one timeout on every call', () => {
  test('a service that never answers fails with REQUEST_TIMEOUT after timeoutMs', async () => {
    const { c } = client({ timeoutMs: 100 })
    const started = Date.now()
    const error = await getWallets(c, { page: 1, entries: 1, search: 'never' }).catch((e: unknown) => e)
    expect(isPorticoError(error, 'REQUEST_TIMEOUT')).toBe(true)
    expect((error as PorticoError).message).toBe('/getWallets timed out after 100 ms')
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  test('the default is the §9 10 000 ms', () => {
    expect(client().c.timeoutMs).toBe(10_000)
  })
})

describe('identical GETs in flight share one request', () => {
  test('two concurrent identical calls make one fetch and both get the answer', async () => {
    delayMs = 50
    const { c, fetches } = client()
    const [a, b] = await Promise.all([getWallets(c, { page: 1, entries: 1 }), getWallets(c, { page: 1, entries: 1 })])
    expect(a).toEqual(b)
    expect(a.data[0]?.id).toBe('w1')
    expect(fetches()).toBe(1)
    expect(hits).toHaveLength(1)
    // Once answered, the next call is a new request.
    await getWallets(c, { page: 1, entries: 1 })
    expect(fetches()).toBe(2)
  })

  test('different queries are different requests', async () => {
    const { c, fetches } = client()
    await Promise.all([getWallets(c, { page: 1, entries: 1 }), getWallets(c, { page: 2, entries: 1 })])
    expect(fetches()).toBe(2)
  })

  test("one caller's abort leaves the other caller's answer alone; when all leave, the request is aborted", async () => {
    delayMs = 100
    const { c, fetches } = client({ cache: false })
    const leaving = new AbortController()
    const first = getIdentity(c, { address: ADDRESS, signal: leaving.signal })
    const second = getIdentity(c, { address: ADDRESS })
    leaving.abort()
    await expect(first).rejects.toMatchObject({ code: 'REQUEST_ABORTED', message: 'Request was aborted' })
    expect((await second).name).toBe('n.portico.id')
    expect(fetches()).toBe(1)

    const only = new AbortController()
    let sent: AbortSignal | undefined
    const watched = createApiClient({
      url,
      projectId: 'p1',
      sdkVersion: 'test-1',
      fetch: (input, init) => {
        sent = init?.signal ?? undefined
        return fetch(input, init)
      },
    })
    const alone = getIdentity(watched, { address: ADDRESS, signal: only.signal })
    only.abort()
    await expect(alone).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
    expect(sent?.aborted).toBe(true)
  })
})

describe('no url, no request', () => {
  test('every call that needs the service rejects with API_NOT_CONFIGURED and nothing is fetched', async () => {
    let fetches = 0
    const c = createApiClient({
      url: undefined,
      projectId: '',
      sdkVersion: 'test-1',
      getActiveCaipNetworkId: () => 'eip155:1',
      fetch: () => {
        fetches += 1
        return Promise.reject(new Error('must not be called'))
      },
    })
    expect(isApiConfigured(c)).toBe(false)
    await expect(getWallets(c, { page: 1, entries: 40 })).rejects.toMatchObject({ code: 'API_NOT_CONFIGURED' })
    await expect(getIdentity(c, { address: ADDRESS })).rejects.toMatchObject({ code: 'API_NOT_CONFIGURED' })
    await expect(
      registerName(c, { coinType: 60, address: ADDRESS, message: '{}', signature: '0x' }),
    ).rejects.toMatchObject({ code: 'API_NOT_CONFIGURED' })
    expect(() => imageUrl(c, 'wallet', 'w1')).toThrow(PorticoError)
    expect(await isNetworkSupported(c, 'eip155:1')).toBe(false)
    // Calls with a §8 fallback keep it.
    expect(await getNativeBalance(c, { address: ADDRESS, chainId: 'eip155:1' })).toEqual({
      balance: '0.00',
      symbol: 'ETH',
    })
    expect(fetches).toBe(0)
  })

  test('a url without a project id is refused at creation', () => {
    expect(() => createApiClient({ url, projectId: '', sdkVersion: 'test-1' })).toThrow('Project ID Not Configured')
  })
})

describe('errors are catalogue errors', () => {
  test('a schema failure is a PorticoError INVALID_RESPONSE naming the field', async () => {
    const { c } = client()
    const failure = await getBalance(c, { address: ADDRESS, chainId: 'eip155:1' }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(PorticoError)
    expect(isPorticoError(failure, 'INVALID_RESPONSE')).toBe(true)
    expect((failure as PorticoError).message).toMatch(
      /^Invalid response from \/v1\/account\/0x0+1\/balance: balances: /,
    )
  })

  test('a non-ok answer is HTTP_ERROR with the exact §7 text and its status in params', async () => {
    const { c } = client()
    const failure = await registerName(c, { coinType: 60, address: ADDRESS, message: '{}', signature: '0x' }).catch(
      (e: unknown) => e,
    )
    expect(isPorticoError(failure, 'HTTP_ERROR')).toBe(true)
    expect((failure as PorticoError).message).toBe('HTTP status code: 404')
    expect((failure as PorticoError).params.status).toBe(404)
  })

  test('an unreachable service is NETWORK_UNREACHABLE naming the URL without its query', async () => {
    const c = createApiClient({ url: 'http://127.0.0.1:9', projectId: 'p1', sdkVersion: 'test-1' })
    await expect(getWallets(c, { page: 1, entries: 1 })).rejects.toMatchObject({
      code: 'NETWORK_UNREACHABLE',
      message: 'Unable to reach the network at http://127.0.0.1:9/getWallets',
    })
  })
})

describe('caching is an option', () => {
  test('on by default (identity 5 min); `cache: false` asks every time', async () => {
    const cachedClient = client()
    await getIdentity(cachedClient.c, { address: ADDRESS })
    await getIdentity(cachedClient.c, { address: ADDRESS })
    expect(cachedClient.fetches()).toBe(1)
    const uncached = client({ cache: false })
    await getIdentity(uncached.c, { address: ADDRESS })
    await getIdentity(uncached.c, { address: ADDRESS })
    expect(uncached.fetches()).toBe(2)
  })

  test('a lifetime can be changed per call kind', async () => {
    let now = 0
    const { c, fetches } = client({ cache: { identityMs: 1_000 }, now: () => now })
    await getIdentity(c, { address: ADDRESS })
    now = 999
    await getIdentity(c, { address: ADDRESS })
    expect(fetches()).toBe(1)
    now = 1_000
    await getIdentity(c, { address: ADDRESS })
    expect(fetches()).toBe(2)
  })
})
