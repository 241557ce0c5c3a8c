// Issue 20: a projectId gives the app's Solana and Bitcoin adapters WalletConnect's connector beside their own, as
// AppKit's do; one client (one session proposal) serves every namespace. The composite routes each call by connector.
import type { CaipNetworkId, ChainNamespace } from '@portico/common'
import { localEvm, solanaLocalnet } from '@portico/common/networks'
import {
  type AdapterConnection,
  type AdapterEvents,
  type ChainAdapter,
  createEmitter,
  memoryStorage,
} from '@portico/core'
import { createMemoryAdapter, createMemoryWallet } from '@portico/testing/memory-adapter'
import {
  createWalletConnectAdapter,
  createWalletConnectClient,
  type RelayAccount,
  type RelayTransactions,
} from '@portico/walletconnect'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { lazyAdapter } from '../src/appkit/walletconnect/lazy-adapter'
import { planWalletConnect } from '../src/appkit/walletconnect/plan'
import { withRelayConnector } from '../src/appkit/walletconnect/with-relay'
import { type AppKit, createAppKit } from '../src/index'
import { EVM, SOL } from './support/two-wallet-kit'

const RELAY_SOL = 'GQRW4rDkYEJUn3A8iu3Cdzb8c6gmkZKj7L9uRn1uGjdD'

const memory = (namespace: ChainNamespace, connectorId: string, address: string, caipNetworkId: CaipNetworkId) =>
  createMemoryAdapter(createMemoryWallet({ namespace, caipNetworkId, accounts: [address], connectorId }))

let kit: AppKit | undefined
afterEach(() => {
  kit?.destroy()
  kit = undefined
  setCurrentAppKit(undefined)
})

function kitWith(enableWalletConnect: boolean): AppKit {
  kit = createAppKit({
    projectId: 'p',
    networks: [localEvm, solanaLocalnet],
    adapters: [
      memory('eip155', 'memory-evm', EVM, localEvm.caipNetworkId),
      memory('solana', 'memory-sol', SOL, solanaLocalnet.caipNetworkId),
    ],
    storage: memoryStorage(),
    isMobile: () => false,
    enableWalletConnect,
    warn: () => {},
  })
  return kit
}

describe('WalletConnect beside a Solana adapter, from the projectId', () => {
  it("the Solana adapter's connectors gain WalletConnect's; its own wallet still connects and signs", async () => {
    const k = kitWith(true)
    await k.ready()
    const solana = k.core.state.connectors.solana ?? []
    expect(solana.map((c) => [c.id, c.type])).toEqual([
      ['memory-sol', 'injected'],
      ['walletConnect', 'wallet-relay'],
    ])
    const client = solana[1]?.provider as { kind: string; options: { networks: { caipNetworkId: string }[] } }
    expect(client.kind).toBe('walletconnect')
    // One proposal for every namespace of the app's networks.
    expect(client.options.networks.map((n) => n.caipNetworkId)).toEqual([
      localEvm.caipNetworkId,
      solanaLocalnet.caipNetworkId,
    ])
    // A non-wagmi EVM adapter is not one AppKit adds WalletConnect to.
    expect(k.core.state.connectors.eip155?.map((c) => c.id)).toEqual(['memory-evm'])
    await k.core.connect({ namespace: 'solana', connectorId: 'memory-sol' })
    expect(k.core.state.chain.chains.solana?.accountState.address).toBe(SOL)
    expect(await k.core.signMessage({ namespace: 'solana', message: 'hi' })).toBe(`memory-signature:${SOL}:hi`)
  })

  it('enableWalletConnect: false leaves the adapter as it is', async () => {
    const k = kitWith(false)
    await k.ready()
    expect(k.core.state.connectors.solana?.map((c) => c.id)).toEqual(['memory-sol'])
  })

  it('an app that brings its own WalletConnect adapter gets no second one beside its Solana adapter', async () => {
    const client = createWalletConnectClient({
      projectId: 'p',
      networks: [localEvm, solanaLocalnet],
      metadata: { name: 'test', description: '', url: 'http://localhost', icons: [] },
    })
    kit = createAppKit({
      projectId: 'p',
      networks: [localEvm, solanaLocalnet],
      adapters: [
        createWalletConnectAdapter({ client, namespace: 'eip155' }),
        memory('solana', 'memory-sol', SOL, solanaLocalnet.caipNetworkId),
      ],
      storage: memoryStorage(),
      isMobile: () => false,
      warn: () => {},
    })
    await kit.ready()
    expect(kit.core.state.connectors.solana?.map((c) => c.id)).toEqual(['memory-sol'])
    expect(kit.core.state.connectors.eip155?.map((c) => c.provider)).toEqual([client])
  })

  it("the wrapped adapter keeps the app's own properties and capabilities", () => {
    const app = Object.assign(memory('solana', 'memory-sol', SOL, solanaLocalnet.caipNetworkId), {
      connection: { rpcEndpoint: 'http://127.0.0.1:8899' },
    })
    const plan = planWalletConnect({ projectId: 'p', networks: [solanaLocalnet], adapters: [app] })
    const [wrapped] = plan.appAdapters as [typeof app]
    expect(wrapped).not.toBe(app)
    expect(wrapped.connection).toBe(app.connection)
    expect(typeof wrapped.sendTransaction).toBe('function')
    expect(typeof (wrapped as ChainAdapter).getTokenBalances).toBe('undefined')
    expect(plan.adapters).toEqual([])
  })
})

describe('withRelayConnector', () => {
  /** A memory adapter and an emitter to send the events it does not send itself. */
  function withEvents(inner: ChainAdapter) {
    const extra = createEmitter<AdapterEvents>()
    const adapter: ChainAdapter = {
      ...inner,
      on(event, listener) {
        const stops = [inner.on(event, listener), extra.on(event, listener)]
        return () => {
          for (const stop of stops) stop()
        }
      },
    }
    return { adapter, extra }
  }
  const relaySide = () => {
    const { adapter, extra } = withEvents(memory('solana', 'walletConnect', RELAY_SOL, solanaLocalnet.caipNetworkId))
    return { relay: adapter, extra }
  }

  it('routes each call to the side of its connector, and each side reports the other side’s connections too', async () => {
    const mine = withEvents(memory('solana', 'memory-sol', SOL, solanaLocalnet.caipNetworkId))
    const app = mine.adapter
    const { relay, extra } = relaySide()
    const composite = withRelayConnector(app, relay, 'walletConnect')
    const reported: AdapterConnection[][] = []
    composite.on('connectionsChanged', ({ connections }) => reported.push(connections))
    const params = { namespace: 'solana' as const }
    expect((await composite.syncConnectors(params)).map((c) => c.id)).toEqual(['memory-sol', 'walletConnect'])

    const own = await composite.connect({ ...params, connectorId: 'memory-sol' })
    expect(own.accounts[0]?.address).toBe(SOL)
    const relayed = await composite.connect({ ...params, connectorId: 'walletConnect' })
    expect(relayed.accounts[0]?.address).toBe(RELAY_SOL)
    // No connector named: the last one connected (WalletConnect) signs.
    expect(await composite.signMessage({ ...params, message: 'm', address: RELAY_SOL })).toBe(
      `memory-signature:${RELAY_SOL}:m`,
    )
    expect(await composite.signMessage({ ...params, message: 'm', address: SOL, connectorId: 'memory-sol' })).toBe(
      `memory-signature:${SOL}:m`,
    )

    // The session ends on the wallet's side: the report still carries the app's own connection.
    extra.emit('connectionsChanged', { namespace: 'solana', connections: [] })
    expect(reported.at(-1)?.map((c) => c.connectorId)).toEqual(['memory-sol'])
    extra.emit('connectionsChanged', { namespace: 'solana', connections: [relayed] })
    expect(reported.at(-1)?.map((c) => c.connectorId)).toEqual(['walletConnect', 'memory-sol'])

    // The app's wallet leaves: later reports no longer carry it.
    await composite.disconnect({ ...params, connectorId: 'memory-sol' })
    extra.emit('connectionsChanged', { namespace: 'solana', connections: [relayed] })
    expect(reported.at(-1)?.map((c) => c.connectorId)).toEqual(['walletConnect'])

    // The app's connector list changing keeps WalletConnect's in it.
    const lists: string[][] = []
    composite.on('connectorsChanged', ({ connectors }) => lists.push(connectors.map((c) => c.id)))
    mine.extra.emit('connectorsChanged', { namespace: 'solana', connectors: [] })
    expect(lists).toEqual([['walletConnect']])
  })

  it('balances come from the app’s chain library, not from WalletConnect', async () => {
    const app = memory('solana', 'memory-sol', SOL, solanaLocalnet.caipNetworkId)
    const { relay } = relaySide()
    relay.getBalance = async () => {
      throw new Error('no chain library')
    }
    const composite = withRelayConnector(app, relay, 'walletConnect')
    await composite.connect({ namespace: 'solana', connectorId: 'walletConnect' })
    await expect(
      composite.getBalance({ namespace: 'solana', address: RELAY_SOL, caipNetwork: solanaLocalnet }),
    ).resolves.toMatchObject({ symbol: expect.any(String) })
  })

  it("transactions go over the session for WalletConnect's connection and to the app's wallet for its own", async () => {
    const app = Object.assign(memory('solana', 'memory-sol', SOL, solanaLocalnet.caipNetworkId), {
      signTransaction: vi.fn(async () => 'signed-by-app'),
      sendTransaction: vi.fn(async () => 'sent-by-app'),
    })
    const { relay } = relaySide()
    const calls: [string, Record<string, unknown>, RelayAccount | undefined][] = []
    const transactions: RelayTransactions = {
      signTransaction: async (params, at) => {
        calls.push(['sign', params, at])
        return 'signed-over-relay'
      },
      sendTransaction: async (params, at) => {
        calls.push(['send', params, at])
        return 'sent-over-relay'
      },
    }
    const composite = withRelayConnector(app, relay, 'walletConnect', transactions)
    const params = { namespace: 'solana' as const }
    // Not connected over WalletConnect yet: the relay side is asked with no account (it refuses).
    await composite.signTransaction?.({ ...params, connectorId: 'walletConnect', transaction: 'AA==' })
    expect(calls.at(-1)?.[2]).toBeUndefined()

    await composite.connect({ ...params, connectorId: 'memory-sol' })
    expect(await composite.signTransaction?.({ ...params, transaction: 'AA==' })).toBe('signed-by-app')
    await composite.connect({ ...params, connectorId: 'walletConnect' })
    const at = { caipNetworkId: solanaLocalnet.caipNetworkId, address: RELAY_SOL }
    expect(await composite.signTransaction?.({ ...params, transaction: 'AA==' })).toBe('signed-over-relay')
    expect(await composite.sendTransaction?.({ ...params, to: SOL, amount: '1' })).toBe('sent-over-relay')
    expect(calls.slice(1)).toEqual([
      ['sign', { ...params, transaction: 'AA==' }, at],
      ['send', { ...params, to: SOL, amount: '1' }, at],
    ])
    expect(
      await composite.sendTransaction?.({ ...params, connectorId: 'memory-sol', to: RELAY_SOL, amount: '1' }),
    ).toBe('sent-by-app')
    expect(app.signTransaction).toHaveBeenCalledTimes(1)
    expect(app.sendTransaction).toHaveBeenCalledTimes(1)

    // An app adapter without a capability does not gain it from WalletConnect.
    const plain = withRelayConnector(
      memory('solana', 'memory-sol', SOL, solanaLocalnet.caipNetworkId),
      relay,
      'walletConnect',
      transactions,
    )
    expect(plain.signTransaction).toBeUndefined()
  })

  it("the initial stand-in hands transactions to the loaded composite, and keeps the app's own capabilities list", async () => {
    const app = Object.assign(memory('solana', 'memory-sol', SOL, solanaLocalnet.caipNetworkId), {
      sendTransaction: vi.fn(async () => 'sent-by-app'),
    })
    const loaded = { ...app, sendTransaction: vi.fn(async () => 'sent-by-composite') } as ChainAdapter
    const standIn = lazyAdapter(app, async () => loaded)
    expect(await standIn.sendTransaction?.({ namespace: 'solana', transaction: 'AA==' })).toBe('sent-by-composite')
    expect(app.sendTransaction).not.toHaveBeenCalled()
    expect(standIn.signTransaction).toBeUndefined()
  })
})
