import { defineNetwork, withRpcUrl } from '@portico/common'
import { localEvm } from '@portico/common/networks'
import { describe, expect, it } from 'vitest'
import { toChain } from '../networks/chains'
import { FALLBACK_TRANSPORT_CONFIG, HTTP_TRANSPORT_CONFIG } from './settings'
import { createTransport, createTransports, rpcUrlsFor } from './transports'

const twoUrls = withRpcUrl(localEvm, 'http://127.0.0.1:1/a', 'http://127.0.0.1:1/b')

describe('§9 transport configuration', () => {
  it('http transports batch 1000, retry 3 from 150 ms, time out after 10 s', () => {
    expect(HTTP_TRANSPORT_CONFIG).toEqual({
      batch: { batchSize: 1000 },
      retryCount: 3,
      retryDelay: 150,
      timeout: 10_000,
    })
    const built = createTransport(localEvm)({ chain: toChain(localEvm) })
    expect(built.config).toMatchObject({ key: 'http', retryCount: 3, retryDelay: 150, timeout: 10_000 })
    expect(built.value?.url).toBe('http://127.0.0.1:8545')
  })

  it('several RPC URLs become a ranked fallback: sample 10, stability 0.7, latency 0.3, ping 1 s, every 4 s', () => {
    expect(FALLBACK_TRANSPORT_CONFIG.rank).toEqual({
      interval: 4000,
      sampleCount: 10,
      timeout: 1000,
      weights: { stability: 0.7, latency: 0.3 },
    })
    const built = createTransport(twoUrls)({ chain: toChain(twoUrls) })
    expect(built.config).toMatchObject({ key: 'fallback', retryCount: 3, retryDelay: 150 })
    type Built = { config: { retryCount: number; timeout?: number }; value?: { url?: string } }
    const inner = (built.value as { transports: Built[] }).transports
    expect(inner.map((t) => t.value?.url)).toEqual(['http://127.0.0.1:1/a', 'http://127.0.0.1:1/b'])
    // The fallback retries; each URL gives up at once so the next one is tried.
    expect(inner.map((t) => [t.config.retryCount, t.config.timeout])).toEqual([
      [0, 10_000],
      [0, 10_000],
    ])
  })

  it("uses the blockchain API only for chains it supports, before the network's own URLs", () => {
    const api = { url: 'http://127.0.0.1:4000', projectId: 'p1', chainIds: [31337] }
    expect(rpcUrlsFor(localEvm, { blockchainApi: api })).toEqual([
      'http://127.0.0.1:4000/v1?chainId=eip155%3A31337&projectId=p1',
      'http://127.0.0.1:8545',
    ])
    const other = defineNetwork({ ...localEvm, id: 99 })
    expect(rpcUrlsFor(other, { blockchainApi: api })).toEqual(['http://127.0.0.1:8545'])
  })

  it('a supported chain tries the host first, then its own URLs ranked among themselves', () => {
    const api = { url: 'http://127.0.0.1:4000', projectId: 'p1', chainIds: [31337] }
    type Built = { config: { key: string; retryCount: number }; value?: { url?: string; transports?: Built[] } }
    const one = createTransport(localEvm, { blockchainApi: api })({ chain: toChain(localEvm) }) as unknown as Built
    expect(one.config.key).toBe('fallback')
    expect(one.value?.transports?.map((t) => [t.config.key, t.value?.url])).toEqual([
      ['http', 'http://127.0.0.1:4000/v1?chainId=eip155%3A31337&projectId=p1'],
      ['http', 'http://127.0.0.1:8545'],
    ])
    const two = createTransport(withRpcUrl(localEvm, 'http://127.0.0.1:1/a', 'http://127.0.0.1:1/b'), {
      blockchainApi: api,
    })({ chain: toChain(localEvm) }) as unknown as Built
    const [host, own] = two.value?.transports ?? []
    expect(host?.value?.url).toBe('http://127.0.0.1:4000/v1?chainId=eip155%3A31337&projectId=p1')
    // The own URLs are a fallback of their own (ranked, §9) that does not retry on its own: the outer one does.
    expect([own?.config.key, own?.config.retryCount]).toEqual(['fallback', 0])
    expect(own?.value?.transports?.map((t) => t.value?.url)).toEqual(['http://127.0.0.1:1/a', 'http://127.0.0.1:1/b'])
  })

  it('builds one transport per eip155 network only', () => {
    const sol = defineNetwork({ ...localEvm, id: 'x', chainNamespace: 'solana' })
    expect(Object.keys(createTransports([localEvm, sol]))).toEqual(['31337'])
  })
})
