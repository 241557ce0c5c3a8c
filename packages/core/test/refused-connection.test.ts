import { localEvm } from '@portico/common/networks'
import { describe, expect, it } from 'vitest'
import { type AdapterConnection, createAppKitCore, memoryStorage } from '../src/index'
import { EVM_A, fakeAdapter } from './fake-adapter'

const good = { connectorId: 'mm', accounts: [{ address: EVM_A }], caipNetworkId: 'eip155:31337' as const }
const garbage: [string, AdapterConnection][] = [
  ['an address that is none', { ...good, accounts: [{ address: 'not-an-address' }] }],
  ['a chain id that is not one', { ...good, caipNetworkId: 'eip155:0xzz' as never }],
]

function make(storage = memoryStorage()) {
  const evm = fakeAdapter('eip155', good)
  const core = createAppKitCore({ projectId: 'p', networks: [localEvm], adapters: [evm], storage, warn: () => {} })
  return { core, evm, storage }
}

describe('a connection core refuses is let go in the wallet library too (issue 15, finding 5)', () => {
  for (const [what, answer] of garbage) {
    it(`connect answered with ${what}: core fails it and the adapter disconnects that connector`, async () => {
      const { core, evm } = make()
      evm.answer(answer)
      await expect(core.connect({ namespace: 'eip155', connectorId: 'mm' })).rejects.toBeTruthy()
      expect(evm.calls).toEqual(['connect:mm', 'disconnect'])
      expect(core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
    })
  }

  it('a stored connection restored as garbage is disconnected in the adapter and stored as disconnected', async () => {
    const first = make()
    await first.core.connect({ namespace: 'eip155', connectorId: 'mm' })
    const second = make(first.storage)
    second.evm.answer({ ...good, accounts: [{ address: 'not-an-address' }] })
    await second.core.initialize()
    expect(second.evm.calls).toContain('disconnect')
    expect(second.core.state.chain.chains.eip155?.accountState.status).toBe('disconnected')
  })
})
