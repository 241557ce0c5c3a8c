import { localEvm } from '@portico/common/networks'
import { DEV_ACCOUNTS, FaultyEvmWallet } from '@portico/testing/faulty-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import { createWagmiAdapter } from '../src'
import { announceWallet, installWindow } from './browser-window'
import { memoryWagmiStorage } from './memory-storage'

const INFO = {
  uuid: '0e9d8c7b-6a5f-4e3d-2c1b-0a9f8e7d6c5b',
  name: 'Garbage',
  icon: 'data:,',
  rdns: 'org.portico.garbage',
}
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

describe('a wallet answering a non-hex eth_chainId (issue 15, finding 5)', () => {
  it('the connection is refused and dropped in wagmi too; a retry asks the wallet again', async () => {
    const page = installWindow()
    cleanups.push(page.restore)
    // Only local answers are used: no node is contacted.
    const wallet = new FaultyEvmWallet({
      privateKeys: [DEV_ACCOUNTS[0]!.privateKey],
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
    }).fault('eth_chainId', 'garbage')
    cleanups.push(announceWallet(page.window, INFO, wallet))
    const adapter = createWagmiAdapter({ networks: [localEvm], storage: memoryWagmiStorage().storage })
    cleanups.push(() => adapter.destroy())
    const mirrored: unknown[] = []
    adapter.on('connectionsChanged', ({ connections }) => mirrored.push(connections))

    await expect(adapter.connect({ namespace: 'eip155', connectorId: INFO.rdns })).rejects.toBeTruthy()
    await expect.poll(() => adapter.wagmiConfig.state.connections.size).toBe(0)
    expect(mirrored.flat()).toEqual([])

    await expect(adapter.connect({ namespace: 'eip155', connectorId: INFO.rdns })).rejects.toBeTruthy()
    expect(wallet.requests.filter((r) => r.method === 'eth_requestAccounts')).toHaveLength(2)
  })
})
