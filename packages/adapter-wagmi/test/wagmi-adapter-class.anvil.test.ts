import { localEvm } from '@portico/common/networks'
import { createAppKitCore, memoryStorage } from '@portico/core'
import { DEV_ACCOUNTS, EvmTestWallet, type RunningAnvil, startAnvil } from '@portico/testing'
import { getConnection } from '@wagmi/core'
import { defineChain } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WagmiAdapter } from '../src'
import { announceWallet, installWindow } from './browser-window'
import { memoryWagmiStorage } from './memory-storage'

// AppKit's door: `new WagmiAdapter({ networks, projectId })` with a viem chain, its wagmiConfig, and the instance
// driven by a core (what createAppKit builds) to a connected test wallet.

const RDNS = 'org.portico.class-wallet'
const INFO = { uuid: '6a1f9d20-5b7c-4e2a-9c3d-1f2e3d4c5b6a', name: 'Class Wallet', icon: 'data:,', rdns: RDNS }

let chain: RunningAnvil
let page: ReturnType<typeof installWindow>

beforeAll(async () => {
  page = installWindow()
  chain = await startAnvil({ chainId: 31337 })
}, 30_000)
afterAll(async () => {
  page?.restore()
  await chain?.stop()
})

const anvil = () =>
  defineChain({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
  })

describe('WagmiAdapter (class)', () => {
  it('builds a real wagmi Config from viem chains and passes wagmi settings through', () => {
    const adapter = new WagmiAdapter({ networks: [anvil()], projectId: 'p', ssr: true, storage: null })
    expect(adapter).toBeInstanceOf(WagmiAdapter)
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.wagmiConfig.chains.map((c) => c.id)).toEqual([31337])
    expect(adapter.wagmiConfig._internal.ssr).toBe(true)
    expect(adapter.wagmiConfig.connectors.map((c) => c.type)).toContain('injected')
    adapter.destroy()
  })

  it('a core given the instance connects the test wallet, and wagmi sees the same account', async () => {
    const wallet = new EvmTestWallet({
      privateKeys: [DEV_ACCOUNTS[0]!.privateKey],
      chains: [{ chainId: 31337, rpcUrl: chain.url }],
    })
    const stopAnnouncing = announceWallet(page.window, INFO, wallet)
    const adapter = new WagmiAdapter({ networks: [anvil()], projectId: 'p', storage: memoryWagmiStorage().storage })
    const core = createAppKitCore({
      projectId: 'p',
      networks: [{ ...localEvm, rpcUrls: { default: { http: [chain.url] } } }],
      adapters: [adapter],
      storage: memoryStorage(),
      enableAnalytics: false,
    })
    try {
      await core.initialize()
      await core.connect({ namespace: 'eip155', connectorId: RDNS })
      const address = DEV_ACCOUNTS[0]!.address
      expect(core.state.chain.chains.eip155?.accountState.caipAddress).toBe(`eip155:31337:${address}`)
      expect(getConnection(adapter.wagmiConfig).address).toBe(address)
    } finally {
      core.destroy()
      adapter.destroy()
      stopAnnouncing()
    }
  })
})
