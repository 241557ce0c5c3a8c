import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { defineNetwork, withRpcUrl } from '@portico/common'
import { localEvm } from '@portico/common/networks'
import { DEV_ACCOUNTS, type DevStack, type RunningAnvil, rpc, startAnvil, startDevStack } from '@portico/testing'
import { getClient } from '@wagmi/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWagmiAdapter } from '../src'

// §7 Blockchain RPC end to end: a real apps/api (the dev stack's, serving 31337 and 31338 from their anvil nodes)
// and a third anvil (31339) the service does not serve. Recording relays stand in front of the service and of each
// network's own RPC URL, so the test sees where every JSON-RPC request went.

type Seen = { method: string; url: string; body: unknown }
type Relay = { url: string; seen: Seen[]; close(): Promise<void> }

/** Forwards every request to `target` and keeps what passed; close() makes the address refuse connections. */
async function relay(target: string): Promise<Relay> {
  const seen: Seen[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString()
    seen.push({ method: req.method ?? '', url: req.url ?? '', body: text ? JSON.parse(text) : undefined })
    try {
      const upstream = await fetch(new URL(req.url ?? '/', target), {
        method: req.method,
        headers: { 'content-type': 'application/json' },
        ...(req.method === 'POST' ? { body: text } : {}),
      })
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' })
      res.end(await upstream.text())
    } catch {
      res.writeHead(502).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The JSON-RPC methods a relay passed, batches flattened, ranking pings left out. */
const methods = (r: Relay) =>
  r.seen
    .filter((s) => s.method === 'POST')
    .flatMap((s) => (Array.isArray(s.body) ? s.body : [s.body]) as { method: string }[])
    .map((c) => c.method)
    .filter((m) => m !== 'net_listening')
const posts = (r: Relay, chainId: number) =>
  r.seen.filter((s) => s.method === 'POST' && s.url.includes(`chainId=eip155%3A${chainId}`))

let stack: DevStack
let other: RunningAnvil
let host: Relay
let ownA: Relay
let ownC: Relay

beforeAll(async () => {
  ;[stack, other] = await Promise.all([
    startDevStack({ solana: false, relay: false, contracts: false, log: false, handleSignals: false }),
    startAnvil({ chainId: 31339 }),
  ])
  const api = stack.urls.api
  const nodeA = stack.urls.evm?.[31337]
  if (!api || !nodeA) throw new Error('the dev stack has no api or no 31337 node')
  ;[host, ownA, ownC] = await Promise.all([relay(api), relay(nodeA), relay(other.url)])
}, 90_000)

afterAll(async () => {
  await Promise.all([host?.close(), ownA?.close(), ownC?.close()])
  await Promise.all([stack?.stop(), other?.stop()])
}, 30_000)

const served = () => withRpcUrl({ ...localEvm, testnet: false }, ownA.url)
const unserved = () => defineNetwork({ ...withRpcUrl(localEvm, ownC.url), id: 31339, name: 'Not served' })
const direct = (url: string, address: string) => rpc<string>(url, 'eth_getBalance', [address, 'latest'])

describe('RPC through the blockchain-API host (apps/api POST /v1)', () => {
  it("createAppKit's service reaches the adapter: supported chains go through the host, batched; others go straight to their node; a host that is down falls back to the network's own URL", async () => {
    let t = 0
    const adapter = createWagmiAdapter({ networks: [served(), unserved()], storage: null, now: () => t })
    // What createAppKit({ apiUrl, projectId }) does for each adapter before start-up.
    adapter.configureService?.({ apiUrl: host.url, projectId: 'portico-dev' })
    try {
      const who = DEV_ACCOUNTS[0]!.address
      const a = await adapter.getBalance({ namespace: 'eip155', address: who, caipNetwork: served() })
      expect(BigInt(Math.round(Number(a.balance)))).toBe(BigInt(await direct(stack.urls.evm![31337], who)) / 10n ** 18n)
      // The adapter asked the host which chains it serves, then sent the read there; the node's own URL saw no read.
      expect(host.seen[0]).toMatchObject({ method: 'GET', url: '/v1/supported-chains?projectId=portico-dev' })
      expect(posts(host, 31337).length).toBeGreaterThan(0)
      expect(methods(host)).toContain('eth_getBalance')
      expect(methods(ownA)).toEqual([])

      // A batched read: three calls in one tick are one POST with a JSON-RPC array, answered by the node behind.
      const client = getClient(adapter.wagmiConfig, { chainId: 31337 })
      if (!client) throw new Error('wagmi has no client for 31337')
      const before = posts(host, 31337).length
      const [b1, b2, chainId] = await Promise.all([
        client.request({ method: 'eth_getBalance', params: [DEV_ACCOUNTS[1]!.address, 'latest'] }),
        client.request({ method: 'eth_getBalance', params: [DEV_ACCOUNTS[2]!.address, 'latest'] }),
        client.request({ method: 'eth_chainId' }),
      ])
      const batch = posts(host, 31337).slice(before)
      expect(batch).toHaveLength(1)
      expect((batch[0]!.body as { method: string }[]).map((c) => c.method)).toEqual([
        'eth_getBalance',
        'eth_getBalance',
        'eth_chainId',
      ])
      expect([b1, b2, chainId]).toEqual([
        await direct(stack.urls.evm![31337], DEV_ACCOUNTS[1]!.address),
        await direct(stack.urls.evm![31337], DEV_ACCOUNTS[2]!.address),
        '0x7a69',
      ])
      expect(methods(ownA)).toEqual([])

      // 31339 is not among the host's chains: straight to its own node, nothing for it at the host.
      const c = await adapter.getBalance({ namespace: 'eip155', address: who, caipNetwork: unserved() })
      expect(c.balance).not.toBe('0')
      expect(methods(ownC)).toContain('eth_getBalance')
      expect(posts(host, 31339)).toEqual([])

      // The host goes down: the next read falls back to the network's own URL and still answers.
      await host.close()
      t += 30_000 // past the 30 s balance cache
      const hostCalls = host.seen.length
      const again = await adapter.getBalance({ namespace: 'eip155', address: who, caipNetwork: served() })
      expect(again).toEqual(a)
      expect(methods(ownA)).toContain('eth_getBalance')
      expect(host.seen.length).toBe(hostCalls)
    } finally {
      adapter.destroy()
    }
  }, 60_000)

  it('an explicit blockchainApi wins over the service createAppKit hands over; false keeps RPC on own URLs', async () => {
    const fromOwn = methods(ownA).length
    const off = createWagmiAdapter({ networks: [served()], storage: null, blockchainApi: false })
    off.configureService?.({ apiUrl: 'http://127.0.0.1:9', projectId: 'portico-dev' })
    try {
      const who = DEV_ACCOUNTS[3]!.address
      await off.getBalance({ namespace: 'eip155', address: who, caipNetwork: served() })
      expect(methods(ownA).length).toBeGreaterThan(fromOwn)
    } finally {
      off.destroy()
    }
  }, 30_000)
})
