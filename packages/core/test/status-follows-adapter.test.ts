import { localEvm, localEvm2 } from '@portico/common/networks'
import { describe, expect, it } from 'vitest'
import { evmAConnection, makeEvmCore } from './evm-core'
import { EVM_A } from './fake-adapter'

function make() {
  const { core, evm, accountState } = makeEvmCore({ networks: [localEvm, localEvm2] })
  return { core, evm, status: () => accountState()?.status }
}

// The wallet library's own reconnect (wagmi's on mount) happens outside core's calls: core's status follows it
// while nothing is connected, so the library's hooks and Portico's tell the same story.
describe('statusChanged from an adapter', () => {
  it('a library reconnect with nothing connected shows connecting, then disconnected when it gives up', async () => {
    const { core, evm, status } = make()
    await core.initialize()
    expect(status()).toBe('disconnected')
    evm.emit('statusChanged', { namespace: 'eip155', status: 'connecting' })
    expect(status()).toBe('connecting')
    evm.emit('statusChanged', { namespace: 'eip155', status: 'disconnected' })
    expect(status()).toBe('disconnected')
  })

  it('a live connection is not touched by it (its own events settle it)', async () => {
    const { core, evm, status } = make()
    await core.initialize()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    evm.emit('statusChanged', { namespace: 'eip155', status: 'connecting' })
    expect(status()).toBe('connected')
    evm.emit('statusChanged', { namespace: 'eip155', status: 'disconnected' })
    expect(status()).toBe('connected')
    expect(core.state.chain.chains.eip155?.accountState.address).toBe(EVM_A)
  })

  it('an unknown namespace is ignored', async () => {
    const { core, evm, status } = make()
    await core.initialize()
    evm.emit('statusChanged', { namespace: 'solana', status: 'connecting' })
    expect(status()).toBe('disconnected')
  })
})

describe('§9 enableEIP6963', () => {
  const announced = { id: 'io.rabby', name: 'Rabby', type: 'announced' as const, chain: 'eip155' as const }
  const injected = { id: 'injected', name: 'Injected', type: 'injected' as const, chain: 'eip155' as const }
  const withConnectors = (enableEIP6963: boolean | undefined) => {
    const { core, evm, connectors } = makeEvmCore({
      adapter: { connectors: [announced, injected] },
      options: enableEIP6963 === undefined ? {} : { enableEIP6963 },
    })
    return { core, evm, ids: () => connectors().map((c) => c.id) }
  }

  it('off: announced wallets are not offered, at start or when the adapter finds more later', async () => {
    const { core, evm, ids } = withConnectors(false)
    await core.initialize()
    expect(ids()).toEqual(['injected'])
    evm.emit('connectorsChanged', { namespace: 'eip155', connectors: [announced, { ...announced, id: 'b' }, injected] })
    expect(ids()).toEqual(['injected'])
  })

  it('on by default: every connector is offered', async () => {
    const { core, evm, ids } = withConnectors(undefined)
    await core.initialize()
    expect(ids()).toEqual(['io.rabby', 'injected'])
    evm.emit('connectorsChanged', { namespace: 'eip155', connectors: [announced, { ...announced, id: 'b' }, injected] })
    expect(ids()).toEqual(['io.rabby', 'b', 'injected'])
  })
})

describe('start-up does not undo what the wallet library did meanwhile', () => {
  it('a connection the adapter reported while connectors were being listed stays connected', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { core, evm } = makeEvmCore({
      networks: [localEvm, localEvm2],
      adapter: {
        syncConnectors: async () => {
          await gate
          return []
        },
      },
    })
    const init = core.initialize()
    // e.g. wagmi's own reconnect on mount found an authorized wallet (a Safe app frame) before start-up finished.
    evm.emit('connectionsChanged', { namespace: 'eip155', connections: [evmAConnection] })
    release()
    await init
    expect(core.state.chain.chains.eip155?.accountState.status).toBe('connected')
    expect(core.state.chain.chains.eip155?.accountState.address).toBe(EVM_A)
  })
})

describe('§9 balances are not shown on testnets', () => {
  const make = (network: typeof localEvm) => {
    const asked: string[] = []
    const { core } = makeEvmCore({
      networks: [network],
      connection: { ...evmAConnection, caipNetworkId: network.caipNetworkId as 'eip155:31337' },
      adapter: {
        getBalance: async ({ caipNetwork }) => {
          asked.push(caipNetwork.caipNetworkId)
          return { balance: '2', symbol: 'ETH' }
        },
      },
    })
    return { core, asked }
  }

  it('on a testnet: 0.00 in the native symbol, the adapter is not asked', async () => {
    const { core, asked } = make(localEvm)
    await core.initialize()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    await core.fetchBalance('eip155')
    expect(core.state.chain.chains.eip155?.accountState).toMatchObject({ balance: '0.00', balanceSymbol: 'ETH' })
    expect(asked).toEqual([])
  })

  it('on a network that is not a testnet (the lab marks its local chains so): the real balance', async () => {
    const { core, asked } = make({ ...localEvm, testnet: false })
    await core.initialize()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    await core.fetchBalance('eip155')
    expect(core.state.chain.chains.eip155?.accountState).toMatchObject({ balance: '2', balanceSymbol: 'ETH' })
    expect(asked).toEqual(['eip155:31337'])
  })
})
