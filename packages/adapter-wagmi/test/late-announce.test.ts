import { localEvm } from '@portico/common/networks'
import { DEV_ACCOUNTS, EvmTestWallet } from '@portico/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { createWagmiAdapter } from '../src'
import { announceWallet, installWindow } from './browser-window'
import { memoryWagmiStorage } from './memory-storage'

const INFO = {
  uuid: '5d1c2b3a-0f4e-4c6d-8a9b-1e2f3a4b5c6d',
  name: 'Late Wallet',
  icon: 'data:,',
  rdns: 'org.portico.late',
}
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

function setup(announceWaitMs?: number) {
  const page = installWindow()
  cleanups.push(page.restore)
  // Only local answers are used (eth_accounts, eth_chainId): no node is contacted.
  const wallet = new EvmTestWallet({
    privateKeys: [DEV_ACCOUNTS[0]!.privateKey],
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
    preAuthorized: true,
  })
  const adapter = createWagmiAdapter({
    networks: [localEvm],
    storage: memoryWagmiStorage().storage,
    ...(announceWaitMs === undefined ? {} : { announceWaitMs }),
  })
  cleanups.push(() => adapter.destroy())
  return { page, wallet, adapter }
}

describe('restoring a wallet that announces itself late (issue 15, finding 3)', () => {
  it('waits for the stored connector to be announced, then restores it', async () => {
    const { page, wallet, adapter } = setup()
    const restoring = adapter.reconnect({ namespace: 'eip155', connectorId: INFO.rdns })
    setTimeout(() => cleanups.push(announceWallet(page.window, INFO, wallet)), 600)
    const restored = await restoring
    expect(restored?.connectorId).toBe(INFO.rdns)
    expect(restored?.accounts[0]?.address).toBe(DEV_ACCOUNTS[0]!.address)
  })

  it('gives up once the wait is over when the wallet never comes', async () => {
    const { adapter } = setup(200)
    const started = Date.now()
    await expect(adapter.reconnect({ namespace: 'eip155', connectorId: INFO.rdns })).rejects.toMatchObject({
      code: 'CONNECTOR_UNDEFINED',
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
  })
})
