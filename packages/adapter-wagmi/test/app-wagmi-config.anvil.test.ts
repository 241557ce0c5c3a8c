import { type AppKitCore, createAppKitCore, memoryStorage, type StorageBackend } from '@portico/core'
import { DEV_ACCOUNTS, EvmTestWallet } from '@portico/testing'
import {
  type Config,
  connect,
  createConfig,
  disconnect,
  getConnection,
  injected,
  switchChain,
  reconnect as wagmiReconnect,
} from '@wagmi/core'
import { defineChain, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { createWagmiAdapter } from '../src'
import { announceWallet } from './browser-window'
import { memoryWagmiStorage } from './memory-storage'
import { twoChainPage } from './two-chains'

// An app that already uses wagmi hands its own config to createWagmiAdapter. Portico must then drive and mirror that
// very config (not a copy it built): connect through Portico shows in the app's wagmi, the app's own wagmi actions
// show in Portico, and a reload restores the connection on the app's config without a wallet prompt.

const RDNS = 'org.portico.app-config-wallet'
const INFO = { uuid: '4e2d8f6a-7c1b-4a39-b5e0-3f9c2d1a8b05', name: 'App Config Wallet', icon: 'data:,', rdns: RDNS }

const env = twoChainPage()
const { cleanups, networks } = env

/** The config an app writes itself with wagmi's API: its own chain objects, transports and connector list. */
function appWagmiConfig(storage: ReturnType<typeof memoryWagmiStorage>): Config {
  const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
  const a = defineChain({
    id: 31337,
    name: 'App A',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [env.chainA.url] } },
  })
  const b = defineChain({
    id: 31338,
    name: 'App B',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [env.chainB.url] } },
  })
  return createConfig({
    chains: [a, b],
    transports: { [a.id]: http(env.chainA.url), [b.id]: http(env.chainB.url) },
    connectors: [injected()],
    storage: storage.storage,
  })
}

/** A page of the app: its wagmi config, Portico's adapter on it, and a core, over storages that survive a reload. */
function openPage(
  wallet: EvmTestWallet,
  storages: { wagmi: ReturnType<typeof memoryWagmiStorage>; core: StorageBackend },
) {
  cleanups.push(announceWallet(env.page.window, INFO, wallet))
  const wagmiConfig = appWagmiConfig(storages.wagmi)
  const adapter = createWagmiAdapter({ networks: networks(), wagmiConfig })
  const core = createAppKitCore({
    projectId: 'test',
    networks: networks(),
    adapters: [adapter],
    storage: storages.core,
    enableAnalytics: false,
  })
  cleanups.push(() => {
    core.destroy()
    adapter.destroy()
  })
  return { wagmiConfig, adapter, core }
}

function expectAgree(config: Config, core: AppKitCore, status: string, caipAddress: string | undefined) {
  const w = getConnection(config)
  const account = core.state.chain.chains.eip155?.accountState
  expect([w.status, w.address ? `eip155:${w.chainId}:${w.address}` : undefined]).toEqual([status, caipAddress])
  expect([account?.status, account?.caipAddress]).toEqual([status, caipAddress])
}

const settle = () => new Promise((r) => setTimeout(r, 20))
const newWallet = (account: number) =>
  new EvmTestWallet({
    privateKeys: [DEV_ACCOUNTS[account]!.privateKey],
    chains: [
      { chainId: 31337, rpcUrl: env.chainA.url },
      { chainId: 31338, rpcUrl: env.chainB.url },
    ],
  })

describe("the app's own wagmi config", () => {
  it('is the one Portico drives: connect through Portico, then the app’s own wagmi actions; both agree', async () => {
    const wallet = newWallet(0)
    const { wagmiConfig, adapter, core } = openPage(wallet, { wagmi: memoryWagmiStorage(), core: memoryStorage() })
    expect(adapter.wagmiConfig).toBe(wagmiConfig)
    await core.initialize()
    // The app's config has no EIP-6963 connector of its own; wagmi's discovery adds the announced wallet to it.
    const listed = (core.state.connectors.eip155 ?? []).map((c) => c.id)
    expect(listed).toContain(RDNS)
    expectAgree(wagmiConfig, core, 'disconnected', undefined)

    await core.connect({ namespace: 'eip155', connectorId: RDNS })
    expectAgree(wagmiConfig, core, 'connected', `eip155:31337:${wallet.address}`)
    expect(wallet.requests.map((r) => r.method)).toContain('eth_requestAccounts')

    // The app switches with wagmi's own action on its config: Portico follows (mirror, one direction).
    await switchChain(wagmiConfig, { chainId: 31338 })
    await settle()
    expect(wallet.currentChainId).toBe(31338)
    expectAgree(wagmiConfig, core, 'connected', `eip155:31338:${wallet.address}`)

    // The app disconnects with wagmi's own action: Portico's state empties too.
    await disconnect(wagmiConfig)
    await settle()
    expectAgree(wagmiConfig, core, 'disconnected', undefined)

    // And connects again with wagmi's own action, picking the announced connector from its config.
    const connector = wagmiConfig.connectors.find((c) => c.id === RDNS)
    if (!connector) throw new Error('the announced wallet is not in the app config')
    await connect(wagmiConfig, { connector, chainId: 31337 })
    await settle()
    expectAgree(wagmiConfig, core, 'connected', `eip155:31337:${wallet.address}`)
  })

  it('after a reload the app config is reconnected without a wallet prompt, whether Portico or the app asks first', async () => {
    const wallet = newWallet(3)
    const storages = { wagmi: memoryWagmiStorage(), core: memoryStorage() }
    const first = openPage(wallet, storages)
    await first.core.initialize()
    await first.core.connect({ namespace: 'eip155', connectorId: RDNS })
    for (const cleanup of cleanups.splice(0)) cleanup()

    // Reload 1: Portico's start-up reconnects the app's fresh config.
    const asked = wallet.requests.length
    const second = openPage(wallet, storages)
    expect(second.adapter.wagmiConfig).toBe(second.wagmiConfig)
    await second.core.initialize()
    expectAgree(second.wagmiConfig, second.core, 'connected', `eip155:31337:${wallet.address}`)
    for (const cleanup of cleanups.splice(0)) cleanup()

    // Reload 2: the app's own wagmi reconnects on mount (as WagmiProvider does) while Portico starts up.
    const third = openPage(wallet, storages)
    const [appSide] = await Promise.all([wagmiReconnect(third.wagmiConfig), third.core.initialize()])
    expect(appSide.map((c) => c.connector.id)).toEqual([RDNS])
    await settle()
    expectAgree(third.wagmiConfig, third.core, 'connected', `eip155:31337:${wallet.address}`)
    expect(wallet.requests.slice(asked).map((r) => r.method)).not.toContain('eth_requestAccounts')
  })
})
