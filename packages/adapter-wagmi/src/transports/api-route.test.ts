import { defineNetwork } from '@portico/common'
import { localEvm } from '@portico/common/networks'
import { describe, expect, it } from 'vitest'
import { createApiRoute, parseSupportedChains, SUPPORTED_CHAINS_RETRY_MS } from './api-route'

// The look-up logic on its own; the real host (apps/api) is exercised in test/blockchain-api-rpc.anvil.test.ts.

const other = defineNetwork({ ...localEvm, id: 99 })
const HOST = 'http://127.0.0.1:4000/v1?chainId=eip155%3A31337&projectId=p1'

/** A fetch that answers from a queue and records the URLs it was asked for. */
function scriptedFetch(answers: (() => Response)[]) {
  const asked: string[] = []
  const fetch = (async (input: string | URL | Request) => {
    asked.push(String(input))
    const next = answers.shift()
    if (!next) throw new TypeError('fetch failed')
    return next()
  }) as typeof globalThis.fetch
  return { fetch, asked }
}

describe('blockchain-API route', () => {
  it('reads the eip155 chain ids of a supported-chains answer and refuses anything else', () => {
    expect(parseSupportedChains({ http: ['eip155:31337', 'solana:abc', 'eip155:1'], ws: [] })).toEqual([31337, 1])
    expect(() => parseSupportedChains({ http: 'eip155:1' })).toThrow()
    expect(() => parseSupportedChains(null)).toThrow()
  })

  it('without a host, or for a chain the host does not list, there is no host URL', async () => {
    expect(await createApiRoute().hostUrlFor(localEvm)).toBeUndefined()
    const route = createApiRoute({ url: 'http://127.0.0.1:4000', projectId: 'p1', chainIds: [31337] })
    expect(await route.hostUrlFor(localEvm)).toBe(HOST)
    expect(await route.hostUrlFor(other)).toBeUndefined()
  })

  it('asks GET /v1/supported-chains once for every chain; a failed look-up means own URLs until it is retried', async () => {
    let t = 0
    const { fetch, asked } = scriptedFetch([() => new Response('nope', { status: 500 })])
    const route = createApiRoute(undefined, { fetch, now: () => t })
    route.set({ url: 'http://127.0.0.1:4000', projectId: 'p1' })
    expect(await route.hostUrlFor(localEvm)).toBeUndefined()
    expect(await route.hostUrlFor(other)).toBeUndefined()
    expect(asked).toEqual(['http://127.0.0.1:4000/v1/supported-chains?projectId=p1'])

    t += SUPPORTED_CHAINS_RETRY_MS - 1
    expect(await route.hostUrlFor(localEvm)).toBeUndefined()
    expect(asked).toHaveLength(1)
    t += 1
    const ok = scriptedFetch([() => Response.json({ http: ['eip155:31337'], ws: [] })])
    const retried = createApiRoute({ url: 'http://127.0.0.1:4000', projectId: 'p1' }, { fetch: ok.fetch })
    const [a, b] = await Promise.all([retried.hostUrlFor(localEvm), retried.hostUrlFor(other)])
    expect([a, b]).toEqual([HOST, undefined])
    expect(ok.asked).toHaveLength(1)
    // The first route asks again once the retry time has passed.
    await route.hostUrlFor(localEvm)
    expect(asked).toHaveLength(2)
  })
})
