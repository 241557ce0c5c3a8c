import { localEvm, localEvm2 } from '@portico/common/networks'
import { describe, expect, it, vi } from 'vitest'
import { type ChainAdapter, createAppKitCore, memoryStorage } from '../src/index'
import { EVM_A, fakeAdapter } from './fake-adapter'

function make() {
  const connection = { connectorId: 'mm', accounts: [{ address: EVM_A }], caipNetworkId: 'eip155:31337' as const }
  const seen: unknown[] = []
  const evm = fakeAdapter('eip155', connection, {
    connect: vi.fn(async ({ connectorId, caipNetwork }: Parameters<ChainAdapter['connect']>[0]) => {
      seen.push(caipNetwork?.caipNetworkId)
      return { ...connection, connectorId }
    }),
  })
  const core = createAppKitCore({
    projectId: 'p',
    networks: [localEvm, localEvm2],
    adapters: [evm],
    storage: memoryStorage(),
    warn: () => {},
  })
  return { core, evm, seen }
}

describe('a wallet on a chain the app does not configure (issue 15, finding 4)', () => {
  it('the app follows the wallet: the network is "Unknown Network" with the wallet\'s chain id', async () => {
    const { core, evm } = make()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    evm.emit('chainChanged', { namespace: 'eip155', connectorId: 'mm', caipNetworkId: 'eip155:1' })
    expect(core.state.router.view).toBe('UnsupportedChain')
    const network = core.state.chain.chains.eip155?.networkState.caipNetwork
    expect(network).toMatchObject({ caipNetworkId: 'eip155:1', id: 1, name: 'Unknown Network' })
    expect(core.state.chain.activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(core.state.chain.activeCaipAddress).toBe(`eip155:1:${EVM_A}`)
  })

  it('back on a configured chain, that network is shown again; a later connect never asks for the unknown one', async () => {
    const { core, evm, seen } = make()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    evm.emit('chainChanged', { namespace: 'eip155', connectorId: 'mm', caipNetworkId: 'eip155:1' })
    await core.disconnect()
    await core.connect({ namespace: 'eip155', connectorId: 'mm' })
    expect(seen).toEqual(['eip155:31337', undefined])
    evm.emit('chainChanged', { namespace: 'eip155', connectorId: 'mm', caipNetworkId: localEvm2.caipNetworkId })
    expect(core.state.chain.activeCaipNetwork?.name).toBe(localEvm2.name)
  })
})
