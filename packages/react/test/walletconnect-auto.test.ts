import { localEvm, solana } from '@portico/common/networks'
import { memoryStorage } from '@portico/core'
import { hasStoredWalletConnectSession } from '@portico/walletconnect'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { planWalletConnect } from '../src/appkit/walletconnect/plan'
import { relayFromService } from '../src/appkit/walletconnect/relay-from-service'
import { type AppKit, createAppKit } from '../src/index'
import { memoryEvmAdapter } from './support/memory-evm'

// §9 enableWalletConnect (default true): a projectId alone gives WalletConnect, the client loaded lazily; §2 rule 2:
// with no adapters the basic WalletConnect view has a WalletConnect-only connection to pair with.

const metadata = {
  name: 'Shop',
  description: 'A shop',
  url: 'https://shop.example',
  icons: ['https://shop.example/i.png'],
}

let kit: AppKit | undefined
afterEach(() => {
  kit?.destroy()
  kit = undefined
  setCurrentAppKit(undefined)
  vi.unstubAllGlobals()
})

const relayConnector = (k: AppKit, namespace: 'eip155' | 'solana') =>
  k.core.state.connectors[namespace]?.find((c) => c.id === 'walletConnect')

describe('WalletConnect from a projectId', () => {
  it('with no adapters: a WalletConnect-only adapter per namespace, opening on the basic WalletConnect view', async () => {
    kit = createAppKit({
      projectId: 'p',
      networks: [localEvm, solana],
      metadata,
      storage: memoryStorage(),
      isMobile: () => false,
      warn: () => {},
    })
    await kit.ready()
    const evm = relayConnector(kit, 'eip155')
    const sol = relayConnector(kit, 'solana')
    expect(evm?.type).toBe('wallet-relay')
    const client = evm?.provider as { kind: string; options: { metadata: unknown; projectId: string } }
    expect(client.kind).toBe('walletconnect')
    // One client serves every namespace, and the app's metadata reaches it (it was dropped before).
    expect(sol?.provider).toBe(client)
    expect(client.options.metadata).toEqual(metadata)
    expect(client.options.projectId).toBe('p')
    kit.core.open()
    expect(kit.core.state.router.view).toBe('ConnectingWalletConnectBasic')
    // On a phone the rule opens AllWallets instead.
    kit.core.close()
    const phone = createAppKit({
      projectId: 'p',
      networks: [localEvm],
      storage: memoryStorage(),
      isMobile: () => true,
      warn: () => {},
    })
    phone.core.open()
    expect(phone.core.state.router.view).toBe('AllWallets')
    phone.destroy()
  })

  it('enableWalletConnect: false adds nothing', async () => {
    kit = createAppKit({
      projectId: 'p',
      networks: [localEvm],
      enableWalletConnect: false,
      storage: memoryStorage(),
      warn: () => {},
    })
    await kit.ready()
    expect(relayConnector(kit, 'eip155')).toBeUndefined()
  })

  it("beside the app's adapters no WalletConnect-only adapter is added; a wagmi config gets the connector", async () => {
    const added: unknown[] = []
    const connectors: { id: string; type: string }[] = []
    const wagmiConfig = {
      connectors,
      _internal: {
        connectors: {
          setup: (fn: unknown) => {
            added.push(fn)
            return { id: 'walletConnect', type: 'walletConnect' }
          },
          setState: (next: (list: typeof connectors) => typeof connectors) => connectors.splice(0, 0, ...next([])),
        },
      },
    }
    const adapter = Object.assign(memoryEvmAdapter(), { wagmiConfig })
    kit = createAppKit({
      projectId: 'p',
      networks: [localEvm],
      adapters: [adapter],
      storage: memoryStorage(),
      warn: () => {},
    })
    await kit.open()
    // Beside the app's own adapters the opening rules are the usual ones: Connect, where WalletConnect is listed.
    expect(kit.core.state.router.view).toBe('Connect')
    await vi.waitFor(() => expect(connectors.map((c) => c.id)).toEqual(['walletConnect']))
    expect(added).toHaveLength(1)
  })
})

describe('a stored WalletConnect session', () => {
  it("is seen by the mark the client writes, so start-up restores it through the app's wagmi config", () => {
    const plan = () =>
      planWalletConnect({
        projectId: 'p',
        networks: [localEvm],
        adapters: [Object.assign(memoryEvmAdapter(), { wagmiConfig: {} })],
      }).restoresSession
    expect(plan()).toBe(false)
    localStorage.setItem('appkit.walletconnect.session', 'topic')
    try {
      expect(hasStoredWalletConnectSession()).toBe(true)
      expect(plan()).toBe(true)
    } finally {
      localStorage.removeItem('appkit.walletconnect.session')
    }
    expect(hasStoredWalletConnectSession()).toBe(false)
  })
})

describe('the relay the service names', () => {
  it('asks the service for the project and answers its relay', async () => {
    const fetch = vi.fn(async (_url: URL) => Response.json({ relayUrl: 'ws://127.0.0.1:4000' }))
    vi.stubGlobal('fetch', fetch)
    await expect(relayFromService('http://127.0.0.1:3000/base', 'portico-dev')).resolves.toBe('ws://127.0.0.1:4000')
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      'http://127.0.0.1:3000/base/appkit/v1/walletconnect?projectId=portico-dev',
    )
  })

  it('answers none when the service names none, and fails on a refusal or a URL that is not a WebSocket', async () => {
    vi.stubGlobal('fetch', async () => Response.json({}))
    await expect(relayFromService('http://127.0.0.1:3000', 'p')).resolves.toBeUndefined()
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 403 }))
    await expect(relayFromService('http://127.0.0.1:3000', 'p')).rejects.toThrow(/403/)
    vi.stubGlobal('fetch', async () => Response.json({ relayUrl: 'https://relay.example' }))
    await expect(relayFromService('http://127.0.0.1:3000', 'p')).rejects.toThrow(/WebSocket/)
  })
})
