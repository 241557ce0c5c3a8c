import { localEvm, localEvm2 } from '@portico/common/networks'
import { DEV_ACCOUNTS, EvmTestWallet } from '@portico/testing'
import { reconnect as wagmiReconnect } from '@wagmi/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createWagmiAdapter } from '../src'
import { announceWallet, installWindow } from './browser-window'
import { memoryWagmiStorage } from './memory-storage'

const INFO = {
  uuid: 'b1e0c7a4-2f6d-4d8e-9a51-7c3e2d1f0a11',
  name: 'Status Wallet',
  icon: 'data:,',
  rdns: 'org.portico.status',
}
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

// wagmi's own reconnect (WagmiProvider's on mount) is not a call Portico made: the adapter still tells core, so
// core's status follows wagmi's ('connecting' while wagmi probes, 'disconnected' when nothing answered).
describe('the mirror forwards wagmi status changes (statusChanged)', () => {
  it('a reconnect that finds no authorized wallet: connecting, then disconnected; a connect: connecting', async () => {
    const page = installWindow()
    cleanups.push(page.restore)
    // Only local answers are used (eth_accounts, eth_requestAccounts, eth_chainId): no node is contacted.
    const wallet = new EvmTestWallet({
      privateKeys: [DEV_ACCOUNTS[0]!.privateKey],
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
    })
    cleanups.push(announceWallet(page.window, INFO, wallet))
    const adapter = createWagmiAdapter({ networks: [localEvm, localEvm2], storage: memoryWagmiStorage().storage })
    cleanups.push(() => adapter.destroy())
    const seen: string[] = []
    adapter.on('statusChanged', ({ namespace, status }) => seen.push(`${namespace} ${status}`))

    await wagmiReconnect(adapter.wagmiConfig)
    expect(seen).toEqual(['eip155 connecting', 'eip155 disconnected'])

    seen.length = 0
    await adapter.connect({ namespace: 'eip155', connectorId: INFO.rdns })
    expect(seen).toEqual(['eip155 connecting'])
    expect(adapter.wagmiConfig.state.status).toBe('connected')
  })
})
