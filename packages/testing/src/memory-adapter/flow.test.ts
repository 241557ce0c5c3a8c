// Drives a real core with two in-memory adapters: connect → switch network → switch account → disconnect →
// reload (a new core over the same storage) → restored, for eip155 and solana at once.
import { localEvm, localEvm2, solanaDevnet, solanaLocalnet } from '@portico/common/networks'
import { createAppKitCore, memoryStorage } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createMemoryAdapter, createMemoryWallet, type MemoryWallet } from './memory-adapter'

const EVM_A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const EVM_B = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
const SOL_A = 'So11111111111111111111111111111111111111112'
const SOL_B = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

function setup() {
  const storage = memoryStorage()
  const evm = createMemoryWallet({ namespace: 'eip155', caipNetworkId: 'eip155:31337', accounts: [EVM_A, EVM_B] })
  const sol = createMemoryWallet({
    namespace: 'solana',
    caipNetworkId: solanaLocalnet.caipNetworkId,
    accounts: [SOL_A, SOL_B],
    connectorId: 'phantom-memory',
    symbol: 'SOL',
  })
  const boot = (wallets: MemoryWallet[] = [evm, sol]) => {
    const adapters = wallets.map(createMemoryAdapter)
    const core = createAppKitCore({
      projectId: 'test-project',
      networks: [localEvm, localEvm2, solanaLocalnet, solanaDevnet],
      adapters,
      storage,
      warn: () => {},
    })
    return { core, evmAdapter: adapters[0]!, solAdapter: adapters[1]! }
  }
  return { storage, evm, sol, boot }
}

describe('memory adapter drives core through the whole connection lifecycle for two namespaces', () => {
  it('connect → switch network → switch account → disconnect → reload → restored', async () => {
    const { evm, sol, boot } = setup()
    const first = boot()
    await first.core.initialize()
    const { core } = first
    expect(core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')

    // connect both namespaces
    await core.connect({ namespace: 'eip155', connectorId: 'memory' })
    await core.connect({ namespace: 'solana', connectorId: 'phantom-memory' })
    expect(core.state.chain.chains.eip155?.accountState.caipAddress).toBe(`eip155:31337:${EVM_A}`)
    expect(core.state.chain.chains.solana?.accountState.caipAddress).toBe(`solana:localnet:${SOL_A}`)
    expect(core.state.chain.activeChain).toBe('solana')
    expect(core.state.chain.activeCaipAddress).toBe(`solana:localnet:${SOL_A}`)

    // switch network in each namespace (confirmation skipped as the SwitchNetwork view would after confirming)
    expect(await core.switchNetwork(localEvm2, { ignoreConfirmation: true })).toBe('switched')
    expect(await core.switchNetwork(solanaDevnet, { ignoreConfirmation: true })).toBe('switched')
    expect(evm.caipNetworkId).toBe('eip155:31338')
    expect(sol.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(core.state.chain.chains.eip155?.accountState.caipAddress).toBe(`eip155:31338:${EVM_A}`)
    expect(core.state.chain.activeCaipNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)

    // switch account: one from core, one from inside the wallet
    core.switchAccount({ namespace: 'eip155', address: EVM_B })
    first.solAdapter.walletSwitchesAccount(SOL_B)
    expect(core.state.chain.chains.eip155?.accountState.address).toBe(EVM_B)
    expect(core.state.chain.chains.solana?.accountState.address).toBe(SOL_B)

    // every adapter call named its own namespace
    expect(first.evmAdapter.calls.every((c) => c.namespace === 'eip155')).toBe(true)
    expect(first.solAdapter.calls.every((c) => c.namespace === 'solana')).toBe(true)

    // reload while connected: a new core over the same storage restores both namespaces
    core.destroy()
    const second = boot()
    await second.core.initialize()
    const restored = second.core.state.chain
    expect(restored.chains.eip155?.accountState.status).toBe('connected')
    expect(restored.chains.solana?.accountState.status).toBe('connected')
    expect(restored.chains.eip155?.accountState.caipAddress).toBe(`eip155:31338:${EVM_B}`)
    expect(restored.chains.solana?.accountState.caipAddress).toBe(`solana:${solanaDevnet.id}:${SOL_B}`)
    expect(restored.activeChain).toBe('solana')
    expect(second.evmAdapter.calls.map((c) => c.method)).toContain('reconnect')

    // disconnect the EVM namespace only; solana stays connected
    await second.core.disconnect({ namespace: 'eip155' })
    expect(restored.chains.eip155?.accountState.status).toBe('disconnected')
    expect(restored.chains.eip155?.accountState.address).toBeUndefined()
    expect(restored.chains.solana?.accountState.status).toBe('connected')
    expect(evm.authorized).toBe(false)

    // reload again: EVM stays disconnected, solana is restored
    second.core.destroy()
    const third = boot()
    await third.core.initialize()
    expect(third.core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
    expect(third.core.state.chain.chains.solana?.accountState.caipAddress).toBe(`solana:${solanaDevnet.id}:${SOL_B}`)
    expect(third.evmAdapter.calls.map((c) => c.method)).not.toContain('reconnect')
    third.core.destroy()
  })

  it('a rejected connect (4001) leaves the namespace disconnected with a typed USER_REJECTED error', async () => {
    const { evm, boot } = setup()
    evm.behaviour = 'reject'
    const { core } = boot()
    await core.initialize()
    await expect(core.connect({ namespace: 'eip155', connectorId: 'memory' })).rejects.toMatchObject({
      name: 'PorticoError',
      code: 'USER_REJECTED',
      rpcCode: 4001,
    })
    expect(core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
    expect(core.state.events.last?.event).toBe('INITIALIZE') // user rejections are not reported as errors
  })

  it('a failing wallet gives a typed error, is reported once, and a failed sync on reload disconnects', async () => {
    const { evm, boot } = setup()
    const { core } = boot()
    await core.initialize()
    await core.connect({ namespace: 'eip155', connectorId: 'memory' })
    evm.behaviour = 'fail'
    await expect(core.switchNetwork(localEvm2, { ignoreConfirmation: true })).rejects.toMatchObject({
      code: 'RPC_INTERNAL_ERROR',
    })
    expect(core.state.events.last?.event).toBe('INTERNAL_SDK_ERROR')
    expect(core.state.chain.chains.eip155?.networkState.caipNetwork?.id).toBe(31337)
    core.destroy()
    const again = boot()
    await again.core.initialize()
    expect(again.core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('the wallet disconnecting by itself removes the last connection and emits disconnect', async () => {
    const { boot } = setup()
    const { core, evmAdapter } = boot()
    await core.initialize()
    await core.connect({ namespace: 'eip155', connectorId: 'memory' })
    const seen: string[] = []
    core.on('disconnect', ({ namespace }) => seen.push(namespace))
    evmAdapter.walletDisconnects()
    expect(seen).toEqual(['eip155'])
    expect(core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
  })
})
