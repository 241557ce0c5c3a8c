import type { CaipNetwork } from '@portico/common'
import { localEvm, localEvm2, solana } from '@portico/common/networks'
import { createAppKitCore, memoryStorage } from '@portico/core'
import { createMemoryNonceStore, createMemoryStorage, createMessenger, createSIWX } from '@portico/siwx'
import { createEvmVerifier } from '@portico/siwx/evm'
import { DEV_ACCOUNTS } from '@portico/testing'
import { MemoryKeyValueStorage, WcTestWallet } from '@portico/testing/wc-wallet'
import type { Hex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createWalletConnectAdapter, WALLETCONNECT_ADAPTER_CONNECTOR_ID } from '../src/adapter/create-adapter'
import { createWalletConnectClient } from '../src/client/create-client'
import { useLocalRelay } from './local-relay'

// The §4/§5 SIWX flow of the core on top of a real WalletConnect session: with only EVM networks the one-click
// CACAO already signed the account in, so SIWXSignMessage never opens; with a non-EVM network configured the
// ordinary flow runs (proposal, then the view and a personal_sign through the session).

const DOMAIN = 'lab.portico.test'
const address = DEV_ACCOUNTS[0]?.address as Hex
const local = useLocalRelay()
const { wallets, clients } = local
let n = 0

async function setup(networks: CaipNetwork[]) {
  const nonces = createMemoryNonceStore()
  const siwx = createSIWX({
    messenger: createMessenger({ domain: DOMAIN, uri: `https://${DOMAIN}`, getNonce: () => nonces.issue() }),
    storage: createMemoryStorage(),
    nonces,
    verifiers: [createEvmVerifier()],
    domains: [DOMAIN],
    required: true,
  })
  const wallet = await WcTestWallet.create({
    relayUrl: local.relay.url,
    chains: [
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:1' },
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:1' },
    ],
  })
  wallets.push(wallet)
  const client = createWalletConnectClient({
    projectId: 'test',
    metadata: { name: 'dapp', description: 'one-click core', url: `https://${DOMAIN}`, icons: [] },
    networks,
    relayUrl: local.relay.url,
    storage: new MemoryKeyValueStorage(),
    storagePrefix: `one-click-core-${process.pid}-${++n}`,
    siwx,
  })
  clients.push(client)
  const core = createAppKitCore({
    projectId: 'p',
    networks,
    adapters: [createWalletConnectAdapter({ client, namespace: 'eip155' })],
    storage: memoryStorage(),
    siwx,
    warn: () => {},
  })
  const events: string[] = []
  core.events.subscribe((e) => events.push(e.event))
  return { siwx, wallet, client, core, events }
}

/** What the connecting view does: connect (the wallet scans the URI meanwhile), then close the modal. */
async function connectThroughModal({ client, wallet, core }: Awaited<ReturnType<typeof setup>>) {
  core.open()
  const connecting = core.connect({ namespace: 'eip155', connectorId: WALLETCONNECT_ADAPTER_CONNECTOR_ID })
  await vi.waitFor(() => expect(client.getState().status).toBe('pairing'), { timeout: 10_000 })
  await wallet.pair(client.getState().uri as string)
  await connecting
  core.close()
}

describe('core SIWX flow over WalletConnect', () => {
  it('EVM only: the one-click CACAO signs the account in; SIWXSignMessage never opens, no second signature', async () => {
    const ctx = await setup([localEvm, localEvm2])
    await connectThroughModal(ctx)
    const { core, wallet, siwx } = ctx
    await vi.waitFor(() => expect(core.state.siwx.status).toBe('signedIn'), { timeout: 5000 })
    expect(core.state.chain.activeCaipAddress).toBe(`eip155:31337:${address}`)
    expect(core.state.router.view).not.toBe('SIWXSignMessage')
    expect(core.state.modal.open).toBe(false)
    expect(wallet.authenticator.requests).toHaveLength(1)
    expect(wallet.proposals).toEqual([])
    // The only signatures were the CACAOs: no personal_sign session request followed.
    expect(wallet.requests.map((r) => r.method)).toEqual([])
    expect(await siwx.getSessions('eip155:31337', address)).toHaveLength(1)
  }, 30_000)

  it('a non-EVM network configured: ordinary proposal, then SIWXSignMessage and a personal_sign sign-in', async () => {
    const ctx = await setup([localEvm, localEvm2, solana])
    await connectThroughModal(ctx)
    const { core, wallet, siwx, events } = ctx
    await vi.waitFor(() => expect(core.state.router.view).toBe('SIWXSignMessage'), { timeout: 5000 })
    expect(core.state.modal.open).toBe(true)
    expect(core.state.siwx).toMatchObject({ status: 'needed', closeBlocked: true })
    expect(wallet.authenticator.requests).toEqual([])
    expect(wallet.proposals).toHaveLength(1)
    expect(await core.siwxSignIn()).toBe(true)
    expect(wallet.requests.map((r) => r.method)).toEqual(['personal_sign'])
    expect(await siwx.getSessions('eip155:31337', address)).toHaveLength(1)
    expect(events).toContain('SIWX_AUTH_SUCCESS')
    expect(core.state.modal.open).toBe(false)
  }, 30_000)
})
