import { localEvm, localEvm2 } from '@portico/common/networks'
import { DEV_ACCOUNTS } from '@portico/testing'
import { MemoryKeyValueStorage, WcTestWallet } from '@portico/testing/wc-wallet'
import { type Hex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createWalletConnectClient, type WalletConnectClient } from '../src/client/create-client'
import type { WalletConnectOptions } from '../src/client/types'
import { loadUniversalProvider } from '../src/provider/load-provider'
import { useLocalRelay } from './local-relay'

// The real universal provider (lazy chunk included) against the local relay and the walletkit test wallet, in Node.

const local = useLocalRelay()
const { wallets, clients } = local
let n = 0

async function pair(behaviour: 'approve' | 'reject' = 'approve', extra: Partial<WalletConnectOptions> = {}) {
  const wallet = await WcTestWallet.create({
    relayUrl: local.relay.url,
    chains: [
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:1' },
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:1' },
    ],
    proposals: behaviour,
  })
  wallets.push(wallet)
  const client = createWalletConnectClient({
    projectId: 'test',
    metadata: { name: 'dapp', description: 'integration', url: 'http://127.0.0.1', icons: [] },
    networks: [localEvm, localEvm2],
    relayUrl: local.relay.url,
    storage: new MemoryKeyValueStorage(),
    storagePrefix: `dapp-${process.pid}-${++n}`,
    ...extra,
  })
  clients.push(client)
  return { wallet, client }
}

async function uriOf(client: WalletConnectClient): Promise<string> {
  await expect.poll(() => client.getState().status, { timeout: 10_000 }).toBe('pairing')
  return client.getState().uri as string
}

describe('dapp client ↔ local relay ↔ walletkit wallet', () => {
  it('pairs by URI, the session carries the wallet account, personal_sign verifies', async () => {
    const { wallet, client } = await pair()
    const connecting = client.connect()
    await wallet.pair(await uriOf(client))
    const session = await connecting
    const address = DEV_ACCOUNTS[0]?.address as string
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:31337:${address}`)
    const signature = await client.request<Hex>(
      { method: 'personal_sign', params: ['0x68656c6c6f', address] },
      'eip155:31337',
    )
    expect(await verifyMessage({ address: address as Hex, message: 'hello', signature })).toBe(true)
  }, 30_000)

  it('the URI is shown before the provider loads; a wallet that pairs at once is proposed to on that pairing', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let loaded = false
    const { wallet, client } = await pair('approve', {
      loadProvider: async (options) => {
        await held
        loaded = true
        return loadUniversalProvider(options)
      },
    })
    const connecting = client.connect()
    const uri = await uriOf(client)
    // The wallet scans while the dapp's sign client does not exist yet: it subscribes and waits for the proposal.
    await wallet.pair(uri)
    expect(loaded).toBe(false)
    release()
    const session = await connecting
    const topic = /^wc:([0-9a-f]{64})@2\?/.exec(uri)?.[1]
    expect(topic).toBeDefined()
    expect(wallet.sessions().find((s) => s.topic === session.topic)?.pairingTopic).toBe(topic)
  }, 30_000)

  it('a rejected proposal rejects as the user; the wallet switching chain and deleting the session reach the dapp', async () => {
    const rejected = await pair('reject')
    const attempt = rejected.client.connect()
    await rejected.wallet.pair(await uriOf(rejected.client))
    await expect(attempt).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(rejected.client.getState().status).toBe('rejected')

    const { wallet, client } = await pair()
    const connecting = client.connect()
    await wallet.pair(await uriOf(client))
    await connecting
    const chains: string[] = []
    client.on('chainChanged', (e) => chains.push(e.caipNetworkId))
    await wallet.switchChain(31338)
    await expect.poll(() => chains, { timeout: 10_000 }).toEqual(['eip155:31338'])
    let ended = false
    client.on('disconnect', () => {
      ended = true
    })
    await wallet.disconnect()
    await expect.poll(() => ended, { timeout: 10_000 }).toBe(true)
    expect(client.hasStoredSession()).toBe(false)
  }, 30_000)
})
