import { localEvm, solanaLocalnet } from '@portico/common/networks'
import { memoryStorage } from '@portico/core'
import { createMemoryAdapter, createMemoryWallet } from '@portico/testing/memory-adapter'
import { type AppKit, type CreateAppKitOptions, createAppKit } from '../../src/index'

export const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** A kit with one in-memory EVM wallet (memory-evm) and one Solana wallet (memory-sol), nothing persisted. */
export function createTwoWalletKit(extra: Partial<CreateAppKitOptions> = {}): AppKit {
  const wallet = (namespace: 'eip155' | 'solana') =>
    createMemoryAdapter(
      createMemoryWallet(
        namespace === 'eip155'
          ? { namespace, caipNetworkId: localEvm.caipNetworkId, accounts: [EVM], connectorId: 'memory-evm' }
          : { namespace, caipNetworkId: solanaLocalnet.caipNetworkId, accounts: [SOL], connectorId: 'memory-sol' },
      ),
    )
  return createAppKit({
    projectId: 'test',
    networks: [localEvm, solanaLocalnet],
    adapters: [wallet('eip155'), wallet('solana')],
    storage: memoryStorage(),
    isMobile: () => false,
    warn: () => {},
    ...extra,
  })
}
