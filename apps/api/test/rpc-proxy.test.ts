import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startTestAnvil } from '@portico/dev-contracts/anvil'
import { afterAll, describe, expect, test } from 'vitest'
import { startTestApi } from './helpers'

// §7 Blockchain RPC through the host: POST /v1?chainId=eip155:N&projectId=… forwarded to a real anvil node.

const anvil = await startTestAnvil(31337)
// A node that refuses every POST as a whole, as anvil does for an id it cannot read: one error object, id null.
const refusing = createServer((_req, res) =>
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } })),
)
await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve))
const t = await startTestApi({
  rateLimitPerMinute: 10_000,
  chains: [
    { chainId: 31337, name: 'Anvil', rpcUrl: anvil.url },
    // A chain the host is configured for whose node is down.
    { chainId: 31339, name: 'Down', rpcUrl: 'http://127.0.0.1:9/' },
    { chainId: 31340, name: 'Refusing', rpcUrl: `http://127.0.0.1:${(refusing.address() as AddressInfo).port}` },
  ],
})
afterAll(async () => {
  await t.api.close()
  await anvil.stop()
  await new Promise((resolve) => refusing.close(resolve))
}, 30_000)

const WHO = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const call = (id: number | string, method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id, method, params })

function rpc(body: unknown, chainId = 'eip155:31337', project = 'portico-dev') {
  return fetch(`${t.api.url}/v1?chainId=${encodeURIComponent(chainId)}&projectId=${project}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function direct(method: string, params: unknown[] = []): Promise<unknown> {
  const res = await fetch(anvil.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(call(1, method, params)),
  })
  return ((await res.json()) as { result: unknown }).result
}

describe('POST /v1 JSON-RPC proxy', () => {
  test('a single request is answered by the node, with the caller’s id', async () => {
    const res = await rpc(call('a-1', 'eth_chainId'))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 'a-1', result: '0x7a69' })
  })

  test('a batch is forwarded as one batch and answered in the order asked', async () => {
    const res = await rpc([
      call(7, 'eth_getBalance', [WHO, 'latest']),
      call(3, 'eth_chainId'),
      call(5, 'eth_blockNumber'),
    ])
    expect(res.status).toBe(200)
    const body = (await res.json()) as { id: number; result: unknown }[]
    expect(body.map((r) => r.id)).toEqual([7, 3, 5])
    expect(body[0]?.result).toBe(await direct('eth_getBalance', [WHO, 'latest']))
    expect(body[1]?.result).toBe('0x7a69')
    expect(body[2]?.result).toBe(await direct('eth_blockNumber'))
  })

  test('node errors pass through as JSON-RPC errors', async () => {
    const body = (await (await rpc(call(1, 'eth_getBalance', ['not-an-address', 'latest']))).json()) as {
      error?: { code: number }
    }
    expect(body.error?.code).toBeTypeOf('number')
  })

  test('signing with the node’s keys and its test controls are refused; the rest of the batch is answered', async () => {
    const before = await direct('eth_getBalance', [WHO, 'latest'])
    const res = await rpc([
      call(1, 'anvil_setBalance', [WHO, '0x1']),
      call(2, 'eth_sendTransaction', [{ from: WHO, to: WHO, value: '0x1' }]),
      call(3, 'eth_accounts'),
      call(4, 'eth_chainId'),
    ])
    const body = (await res.json()) as { id: number; result?: unknown; error?: { code: number; message: string } }[]
    expect(body.map((r) => [r.id, r.error?.code ?? r.result])).toEqual([
      [1, -32601],
      [2, -32601],
      [3, -32601],
      [4, '0x7a69'],
    ])
    expect(body[0]?.error?.message).toBe('Method anvil_setBalance is not available on this host')
    expect(await direct('eth_getBalance', [WHO, 'latest'])).toBe(before)
  })

  test('an unsupported chain is a clear JSON-RPC error per request', async () => {
    const single = await rpc(call(9, 'eth_chainId'), 'eip155:999')
    expect(single.status).toBe(200)
    expect(await single.json()).toEqual({
      jsonrpc: '2.0',
      id: 9,
      error: {
        code: -32001,
        message: 'Chain eip155:999 is not supported by this host (served: eip155:31337, eip155:31339, eip155:31340)',
      },
    })
    const batch = (await (await rpc([call(1, 'eth_chainId'), call(2, 'eth_blockNumber')], 'eip155:999')).json()) as {
      id: number
      error: { code: number }
    }[]
    expect(batch.map((r) => [r.id, r.error.code])).toEqual([
      [1, -32001],
      [2, -32001],
    ])
  })

  test('bad input is a 400 that says what was wrong', async () => {
    const cases: [unknown, string][] = [
      ['{not json', 'Request body must be JSON'],
      [{}, 'Invalid JSON-RPC request'],
      [[], 'Invalid JSON-RPC request'],
      [{ jsonrpc: '1.0', id: 1, method: 'eth_chainId' }, 'Invalid JSON-RPC request'],
      [{ jsonrpc: '2.0', method: 'eth_chainId' }, 'Invalid JSON-RPC request'],
      [{ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: 'x' }, 'Invalid JSON-RPC request'],
      [Array.from({ length: 1001 }, (_, i) => call(i, 'eth_chainId')), 'Invalid JSON-RPC request'],
      // Ids anvil cannot read (it refuses the whole POST): a fraction, past 2^53, past 64 bits.
      [call(5.983399079676651e-128, 'eth_chainId'), 'Invalid JSON-RPC request'],
      [call(1.5, 'eth_chainId'), 'Invalid JSON-RPC request'],
      [call(2 ** 53, 'eth_chainId'), 'Invalid JSON-RPC request'],
      ['{"jsonrpc":"2.0","id":18446744073709551615,"method":"eth_chainId"}', 'Invalid JSON-RPC request'],
    ]
    for (const [body, message] of cases) {
      const res = await rpc(body)
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400)
      expect(((await res.json()) as { message: string }).message).toContain(message)
    }
    const noChain = await fetch(`${t.api.url}/v1?projectId=portico-dev`, { method: 'POST', body: '{}' })
    expect([noChain.status, ((await noChain.json()) as { message: string }).message]).toEqual([
      400,
      'Missing query parameter chainId',
    ])
  })

  test('the project scope applies: projectId required and known', async () => {
    const missing = await fetch(`${t.api.url}/v1?chainId=eip155:31337`, {
      method: 'POST',
      body: JSON.stringify(call(1, 'eth_chainId')),
    })
    expect(missing.status).toBe(400)
    expect((await rpc(call(1, 'eth_chainId'), 'eip155:31337', 'nobody')).status).toBe(403)
  })

  test('integer ids at the edges pass; a node that refuses the whole POST gives each request its refusal', async () => {
    const edges = await rpc([call(-1, 'eth_chainId'), call(0, 'eth_chainId'), call(2 ** 53 - 1, 'eth_chainId')])
    expect(((await edges.json()) as { id: number; result: string }[]).map((r) => [r.id, r.result])).toEqual([
      [-1, '0x7a69'],
      [0, '0x7a69'],
      [2 ** 53 - 1, '0x7a69'],
    ])
    const res = await rpc([call(1, 'eth_chainId'), call('b', 'eth_blockNumber'), call(3, 'eth_sign')], 'eip155:31340')
    expect(res.status).toBe(200)
    const answers = (await res.json()) as { id: number | string; error: { code: number; message: string } }[]
    expect(answers.map((a) => [a.id, a.error.code])).toEqual([
      [1, -32600],
      ['b', -32600],
      [3, -32601],
    ])
  })

  test('a configured chain whose node is down is a 502, which the client retries and falls back from', async () => {
    const res = await rpc(call(1, 'eth_chainId'), 'eip155:31339')
    expect(res.status).toBe(502)
    expect(((await res.json()) as { error: string }).error).toBe('CHAIN_UNAVAILABLE')
  })
})

test("the project's rate limit counts each POST (a batch once): 429 with Retry-After when spent", async () => {
  let now = 1_000_000
  const limited = await startTestApi({
    rateLimitPerMinute: 2,
    now: () => now,
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.url }],
  })
  try {
    const post = (body: unknown) =>
      fetch(`${limited.api.url}/v1?chainId=eip155:31337&projectId=portico-dev`, {
        method: 'POST',
        body: JSON.stringify(body),
      })
    const statuses = [
      (await post([call(1, 'eth_chainId'), call(2, 'eth_blockNumber')])).status,
      (await post(call(3, 'eth_chainId'))).status,
    ]
    const third = await post(call(4, 'eth_chainId'))
    expect([...statuses, third.status]).toEqual([200, 200, 429])
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    now += 60_000
    expect((await post(call(5, 'eth_chainId'))).status).toBe(200)
  } finally {
    await limited.api.close()
  }
}, 30_000)
