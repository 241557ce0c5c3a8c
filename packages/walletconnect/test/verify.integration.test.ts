import { localEvm } from '@portico/common/networks'
import { type RunningRelay, startRelay } from '@portico/testing'
import { MemoryKeyValueStorage } from '@portico/testing/wc-wallet'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createWalletConnectClient } from '../src/client/create-client'
import type { ProviderLike, WalletConnectOptions } from '../src/client/types'
import { createCore, loadUniversalProvider, usesVerify } from '../src/provider/load-provider'

// §6 issue: no wait on the verify service offline. In a browser the SDK's verify loads an iframe from
// verify.walletconnect.org for every proposal and waits up to 5 s for it; with a custom relay this package swaps it
// for an offline one. The SDK skips that path when it sees Node or a vitest run, so the browser checks below make
// the SDK believe it runs in a page (fake window/document, no process.versions.node, IS_VITEST unset) exactly for
// the synchronous start of `register`, which is where it decides.

const VERIFY_HOST = /verify\.walletconnect\.(org|com)/
let n = 0

function options(extra: Partial<WalletConnectOptions> = {}): WalletConnectOptions {
  return {
    projectId: 'test',
    metadata: { name: 'dapp', description: 'verify test', url: 'http://127.0.0.1', icons: [] },
    networks: [localEvm],
    storage: new MemoryKeyValueStorage(),
    // The SDK keeps one core per storage prefix in a global: every test needs its own.
    storagePrefix: `verify-${process.pid}-${++n}`,
    ...extra,
  }
}

interface FakeElement {
  src?: string
  style: Record<string, string>
  errorListeners: Array<() => void>
  addEventListener(type: string, listener: () => void): void
}

/** A page just real enough for the SDK's verify: it records the iframes appended to the body. */
function fakePage() {
  const appended: FakeElement[] = []
  const document = {
    createElement: (): FakeElement => {
      const element: FakeElement = {
        style: {},
        errorListeners: [],
        addEventListener(type, listener) {
          if (type === 'error') element.errorListeners.push(listener)
        },
      }
      return element
    },
    body: { appendChild: (el: FakeElement) => appended.push(el), removeChild: () => undefined },
  }
  vi.stubGlobal('document', document)
  vi.stubGlobal('window', {
    document,
    navigator: { userAgent: 'Mozilla/5.0 Chrome/140' },
    location: { origin: 'http://127.0.0.1:5173' },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })
  return appended
}

/** Runs `call` with Node's marker hidden, so the SDK's isBrowser() answers true during its synchronous part. */
function asBrowser<T>(call: () => T): T {
  const versions = process.versions
  const { node: _node, ...withoutNode } = versions
  Object.defineProperty(process, 'versions', { value: withoutNode, configurable: true, enumerable: true })
  try {
    return call()
  } finally {
    Object.defineProperty(process, 'versions', { value: versions, configurable: true, enumerable: true })
  }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

describe('usesVerify', () => {
  it('is on with the hosted relay, off with a custom relay, and the verify option wins', () => {
    expect(usesVerify({})).toBe(true)
    expect(usesVerify({ relayUrl: 'ws://127.0.0.1:8787' })).toBe(false)
    expect(usesVerify({ relayUrl: 'ws://127.0.0.1:8787', verify: true })).toBe(true)
    expect(usesVerify({ verify: false })).toBe(false)
  })
})

describe('the verify component in a browser', () => {
  it('hosted relay: the SDK verify stays; it loads verify.walletconnect.org and waits 5 s when it never answers', async () => {
    vi.stubEnv('IS_VITEST', 'false')
    const core = createCore(options())
    expect(core.verify.context).not.toBe('portico-offline-verify')
    const appended = fakePage()
    vi.useFakeTimers()
    let settled: string | undefined
    const registering = asBrowser(() => core.verify.register({ id: 'a1', decryptedId: 'b1' }))
    void registering.then((attestation: string | undefined) => {
      settled = attestation ?? ''
    })
    expect(appended.map((el) => el.src)).toEqual([expect.stringMatching(VERIFY_HOST)])
    await vi.advanceTimersByTimeAsync(4_900)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(200)
    expect(settled).toBe('')
  })

  it('custom relay: the offline verify registers at once, loads nothing and fetches nothing', async () => {
    vi.stubEnv('IS_VITEST', 'false')
    const core = createCore(options({ relayUrl: 'ws://127.0.0.1:1' }))
    expect(core.verify.context).toBe('portico-offline-verify')
    const appended = fakePage()
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (input: unknown) => {
      fetched.push(String(input))
      return new Response('{}')
    })
    vi.useFakeTimers()
    let settled = false
    void asBrowser(() => core.verify.register({ id: 'a2', decryptedId: 'b2' })).then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(true)
    expect(await core.verify.resolve({ attestationId: 'a2' })).toEqual({ origin: '' })
    expect(appended).toEqual([])
    expect(fetched).toEqual([])
  })

  it('with a custom relay, verify: true keeps the SDK verify', () => {
    const core = createCore(options({ relayUrl: 'ws://127.0.0.1:1', verify: true }))
    expect(core.verify.context).not.toBe('portico-offline-verify')
  })
})

describe('over the local relay', () => {
  let relay: RunningRelay
  beforeAll(async () => {
    relay = await startRelay()
  })
  afterAll(async () => {
    await relay.stop()
  })

  it('custom relay: the pairing URI comes fast, through the offline verify, with no request to a WalletConnect host', async () => {
    const fetched: string[] = []
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      fetched.push(input instanceof Request ? input.url : String(input))
      return realFetch(input, init)
    })
    let provider: ProviderLike | undefined
    const client = createWalletConnectClient({
      ...options({ relayUrl: relay.url }),
      loadProvider: async (o) => {
        provider = await loadUniversalProvider(o)
        return provider
      },
    })
    const started = performance.now()
    void client.connect().catch(() => undefined)
    await expect.poll(() => client.getState().status, { timeout: 10_000, interval: 10 }).toBe('pairing')
    const elapsed = performance.now() - started
    expect(client.getState().uri ?? '').toMatch(/^wc:/)
    client.abandon()
    const core = (provider as unknown as { client: { core: ReturnType<typeof createCore> } }).client.core
    expect(core.verify.context).toBe('portico-offline-verify')
    // Well under the 5 s the SDK verify would wait for an unreachable service.
    expect(elapsed).toBeLessThan(3_000)
    expect(fetched.filter((url) => /walletconnect\.(org|com)/.test(url))).toEqual([])
  }, 20_000)
})
