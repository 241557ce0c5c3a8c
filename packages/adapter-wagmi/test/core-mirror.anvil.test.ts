import { type AppKitCore, createAppKitCore, memoryStorage, type StorageBackend } from '@portico/core'
import { DEV_ACCOUNTS, EvmTestWallet } from '@portico/testing'
import { type Config, getConnection } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { createWagmiAdapter } from '../src'
import { announceWallet } from './browser-window'
import { memoryWagmiStorage } from './memory-storage'
import { twoChainPage } from './two-chains'

// One source of truth: Portico's core record for eip155 and wagmi's own state must agree at every step, because
// the adapter only mirrors wagmi into core. These tests read both side by side after each step.

const RDNS = 'org.portico.mirror-wallet'
const INFO = { uuid: '0d5b3c1e-93f5-4a8e-8f4e-7f0e6b1a2c03', name: 'Mirror Wallet', icon: 'data:,', rdns: RDNS }

const env = twoChainPage()
const { cleanups, networks } = env

/** A page: a wagmi config (through the adapter) and a core, over storages that survive a "reload". */
function openPage(
  wallet: EvmTestWallet,
  storages: { wagmi: ReturnType<typeof memoryWagmiStorage>; core: StorageBackend },
) {
  cleanups.push(announceWallet(env.page.window, INFO, wallet))
  const adapter = createWagmiAdapter({ networks: networks(), storage: storages.wagmi.storage })
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
  return { adapter, core }
}

/** [status, caipAddress] as wagmi sees it and as core sees it. */
function views(config: Config, core: AppKitCore) {
  const w = getConnection(config)
  const account = core.state.chain.chains.eip155?.accountState
  return {
    wagmi: [w.status, w.address ? `eip155:${w.chainId}:${w.address}` : undefined],
    core: [account?.status, account?.caipAddress],
  }
}

function expectAgree(config: Config, core: AppKitCore, status: string, caipAddress: string | undefined) {
  const { wagmi, core: ours } = views(config, core)
  expect(wagmi).toEqual([status, caipAddress])
  expect(ours).toEqual([status, caipAddress])
}

const settle = () => new Promise((r) => setTimeout(r, 20))

describe('core mirrors wagmi in one direction', () => {
  it('connect, wallet account change, switch with add-chain, wallet revoke: both views agree after each step', async () => {
    const wallet = new EvmTestWallet({
      privateKeys: [DEV_ACCOUNTS[0]!.privateKey, DEV_ACCOUNTS[1]!.privateKey],
      chains: [{ chainId: 31337, rpcUrl: env.chainA.url }],
    })
    const { adapter, core } = openPage(wallet, { wagmi: memoryWagmiStorage(), core: memoryStorage() })
    const config = adapter.wagmiConfig
    await core.initialize()
    expectAgree(config, core, 'disconnected', undefined)

    await core.connect({ namespace: 'eip155', connectorId: RDNS })
    expectAgree(config, core, 'connected', `eip155:31337:${DEV_ACCOUNTS[0]!.address}`)

    wallet.selectAccount(1)
    await settle()
    expectAgree(config, core, 'connected', `eip155:31337:${DEV_ACCOUNTS[1]!.address}`)

    expect(await core.switchNetwork(networks()[1]!, { ignoreConfirmation: true })).toBe('switched')
    await settle()
    expect(wallet.requests.map((r) => r.method)).toContain('wallet_addEthereumChain')
    expectAgree(config, core, 'connected', `eip155:31338:${DEV_ACCOUNTS[1]!.address}`)

    wallet.revoke()
    await settle()
    expectAgree(config, core, 'disconnected', undefined)
  })

  it('a rejected connection leaves both disconnected', async () => {
    const wallet = new EvmTestWallet({
      privateKeys: [DEV_ACCOUNTS[2]!.privateKey],
      chains: [{ chainId: 31337, rpcUrl: env.chainA.url }],
    })
    wallet.setBehaviour('eth_requestAccounts', 'reject')
    const { adapter, core } = openPage(wallet, { wagmi: memoryWagmiStorage(), core: memoryStorage() })
    await core.initialize()
    await expect(core.connect({ namespace: 'eip155', connectorId: RDNS })).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    expectAgree(adapter.wagmiConfig, core, 'disconnected', undefined)
  })

  it('after a reload both report the same connection, restored without a wallet prompt', async () => {
    const wallet = new EvmTestWallet({
      privateKeys: [DEV_ACCOUNTS[3]!.privateKey],
      chains: [{ chainId: 31337, rpcUrl: env.chainA.url }],
    })
    const storages = { wagmi: memoryWagmiStorage(), core: memoryStorage() }
    const first = openPage(wallet, storages)
    await first.core.initialize()
    await first.core.connect({ namespace: 'eip155', connectorId: RDNS })
    for (const cleanup of cleanups.splice(0)) cleanup()

    const asked = wallet.requests.length
    const second = openPage(wallet, storages)
    await second.core.initialize()
    expectAgree(second.adapter.wagmiConfig, second.core, 'connected', `eip155:31337:${DEV_ACCOUNTS[3]!.address}`)
    expect(wallet.requests.slice(asked).map((r) => r.method)).not.toContain('eth_requestAccounts')
  })
})
