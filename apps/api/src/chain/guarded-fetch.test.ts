import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { checkedLookup, guardedFetcher, isPublicAddress, RefusedAddressError, type Resolve } from './guarded-fetch'
import { readMetadata } from './nft-metadata'

const PNG = Buffer.from('89504e470d0a1a0a', 'hex')

// A metadata host on this machine: what a contract's tokenURI could point the service at.
let server: Server
let port = 0
const requests: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '')
    if (request.url === '/meta') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ name: 'Local', image: `http://127.0.0.1:${port}/a.png` }))
    } else if (request.url === '/a.png') {
      response.writeHead(200, { 'content-type': 'image/png' })
      response.end(PNG)
    } else if (request.url === '/moved') {
      response.writeHead(302, { location: '/meta' })
      response.end()
    } else {
      response.writeHead(404)
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const resolveTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))

const error = async (uri: string, fetcher = guardedFetcher()) => {
  const result = await readMetadata(uri, fetcher)
  return result.ok ? 'ok' : result.error
}

describe('isPublicAddress', () => {
  test.each([
    '127.0.0.1',
    '127.8.9.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    'localhost',
    '',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  test.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true)
    },
  )
})

describe('guardedFetcher', () => {
  test('loopback, link-local and private tokenURIs are refused before any connection (literal or after DNS)', async () => {
    requests.length = 0
    expect(await error(`http://127.0.0.1:${port}/meta`)).toBe('METADATA_UNREACHABLE')
    expect(await error(`http://[::1]:${port}/meta`)).toBe('METADATA_UNREACHABLE')
    expect(await error('http://169.254.169.254/latest/meta-data')).toBe('METADATA_UNREACHABLE')
    expect(await error(`http://localhost:${port}/meta`)).toBe('METADATA_UNREACHABLE')
    const rebound = guardedFetcher({ resolve: resolveTo('10.0.0.7') })
    expect(await error(`http://nft.example:${port}/meta`, rebound)).toBe('METADATA_UNREACHABLE')
    await expect(
      guardedFetcher()(`http://127.0.0.1:${port}/meta`, { signal: AbortSignal.timeout(1000) }),
    ).rejects.toThrow(RefusedAddressError)
    expect(requests).toEqual([])
  })

  test('a name is refused when any of its addresses is not public', async () => {
    const lookup = checkedLookup(resolveTo('8.8.8.8', '127.0.0.1'), false)
    const refused = await new Promise<unknown>((resolve) => lookup('nft.example', {}, (e) => resolve(e)))
    expect(refused).toBeInstanceOf(RefusedAddressError)
    const allowed = checkedLookup(resolveTo('8.8.8.8', '8.8.4.4'), false)
    const all = await new Promise<unknown>((resolve) =>
      allowed('nft.example', { all: true }, (e, addresses) => resolve(e ?? addresses)),
    )
    expect(all).toEqual([
      { address: '8.8.8.8', family: 4 },
      { address: '8.8.4.4', family: 4 },
    ])
    const one = await new Promise<unknown>((resolve) =>
      allowed('nft.example', {}, (e, address, family) => resolve(e ?? [address, family])),
    )
    expect(one).toEqual(['8.8.8.8', 4])
  })

  test('allowed by the operator, a local metadata host is read, its image inlined, through a name or a literal', async () => {
    requests.length = 0
    const local = guardedFetcher({ allowPrivateAddresses: true, resolve: resolveTo('127.0.0.1') })
    const expected = { ok: true, metadata: { name: 'Local', image: `data:image/png;base64,${PNG.toString('base64')}` } }
    expect(await readMetadata(`http://127.0.0.1:${port}/meta`, local)).toEqual(expected)
    expect(await readMetadata(`http://nft.example:${port}/meta`, local)).toEqual(expected)
    expect(requests).toEqual(['/meta', '/a.png', '/meta', '/a.png'])
  })

  test('a redirect is not followed; a 404 is unreachable', async () => {
    requests.length = 0
    const local = guardedFetcher({ allowPrivateAddresses: true })
    expect(await error(`http://127.0.0.1:${port}/moved`, local)).toBe('METADATA_UNREACHABLE')
    expect(await error(`http://127.0.0.1:${port}/gone`, local)).toBe('METADATA_UNREACHABLE')
    expect(requests).toEqual(['/moved', '/gone'])
  })
})
