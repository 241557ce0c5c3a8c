import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, expect, test } from 'vitest'
import {
  createApiClient,
  getAnalyticsConfig,
  getBalance,
  getConfig,
  getIdentity,
  getNfts,
  getSupportedChains,
  getWallets,
} from '../src'

// A deliberately broken service: every route answers something the schemas must refuse.
const BROKEN: Record<string, string> = {
  '/v1/supported-chains': JSON.stringify({ http: 'eip155:1' }),
  '/appkit/v1/config': JSON.stringify({ features: [{ id: 'teleport', isEnabled: true, config: null }] }),
  '/getWallets': JSON.stringify({ data: [{ id: 1, name: 'x' }], count: 1 }),
  '/v1/identity/0x0000000000000000000000000000000000000001': 'not json at all',
  '/v1/account/0x0000000000000000000000000000000000000001/balance': JSON.stringify({ balances: [{ name: 'x' }] }),
  // An NFT whose image is a link to another host: only data URIs are accepted.
  '/v1/account/0x0000000000000000000000000000000000000002/nfts': JSON.stringify({
    data: [
      {
        chainId: 'eip155:1',
        contract: '0x01',
        tokenId: '1',
        name: 'x',
        collection: 'c',
        spam: false,
        image: 'https://elsewhere.invalid/1.png',
      },
    ],
    next: null,
  }),
}
const seen: string[] = []
const server: Server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x')
  seen.push(url.search)
  const body = BROKEN[url.pathname]
  res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' })
  res.end(body ?? '{}')
})
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
afterAll(() => new Promise<void>((r) => server.close(() => r())))
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const c = createApiClient({ projectId: 'p1', sdkType: 'portico', sdkVersion: 'v9', url: baseUrl })

test('a response of the wrong shape is an INVALID_RESPONSE naming the field', async () => {
  await expect(getSupportedChains(c)).rejects.toMatchObject({
    code: 'INVALID_RESPONSE',
    message: expect.stringContaining('http'),
  })
  await expect(getConfig(c)).rejects.toMatchObject({
    code: 'INVALID_RESPONSE',
    message: expect.stringContaining('features.0.id'),
  })
  await expect(getWallets(c, { page: 1, entries: 1 })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  await expect(
    getBalance(c, { address: '0x0000000000000000000000000000000000000001', chainId: 'eip155:1' }),
  ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
})

test('an NFT image that is not a data URI is refused (the page never loads one from another host)', async () => {
  await expect(
    getNfts(c, { account: '0x0000000000000000000000000000000000000002', chainId: 'eip155:1' }),
  ).rejects.toMatchObject({ code: 'INVALID_RESPONSE', message: expect.stringContaining('data.0.image') })
})

test('a body that is not JSON is an INVALID_RESPONSE', async () => {
  await expect(getIdentity(c, { address: '0x0000000000000000000000000000000000000001' })).rejects.toMatchObject({
    code: 'INVALID_RESPONSE',
  })
})

test('a 404 is the exact HTTP status message', async () => {
  await expect(getAnalyticsConfig(c)).rejects.toThrow(/^HTTP status code: 404$/)
})

test('project id, SDK type and version go on every GET; falsy params are left out', async () => {
  seen.length = 0
  await getWallets(c, { page: 1, entries: 1, search: '', include: [] }).catch(() => undefined)
  const params = new URLSearchParams(seen[0])
  expect(Object.fromEntries(params)).toEqual({ projectId: 'p1', st: 'portico', sv: 'v9', page: '1', entries: '1' })
})
