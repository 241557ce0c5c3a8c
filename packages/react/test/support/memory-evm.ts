import { localEvm } from '@portico/common/networks'
import { createMemoryAdapter, createMemoryWallet, type MemoryAdapter } from '@portico/testing/memory-adapter'

export const MEMORY_EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** An EVM adapter over one in-memory wallet on the local chain. */
export function memoryEvmAdapter(): MemoryAdapter {
  return createMemoryAdapter(
    createMemoryWallet({
      namespace: 'eip155',
      caipNetworkId: localEvm.caipNetworkId,
      accounts: [MEMORY_EVM_ADDRESS],
      connectorId: 'memory-evm',
      connectorName: 'Memory EVM',
    }),
  )
}
