import { localEvm, localEvm2, solana } from '@portico/common/networks'
import { type AppKitOptions, createAppKitCore, memoryStorage } from '../src/index'
import { EVM_A, EVM_B, fakeAdapter, SOL_A } from './fake-adapter'

export const evmConnection = {
  connectorId: 'mm',
  accounts: [{ address: EVM_A }, { address: EVM_B }],
  caipNetworkId: 'eip155:31337' as const,
}
export const solConnection = { connectorId: 'ph', accounts: [{ address: SOL_A }], caipNetworkId: solana.caipNetworkId }

/** A core on two EVM networks and Solana with fake adapters; `evmExtra` overrides EVM adapter methods. */
export function make(overrides: Partial<AppKitOptions> = {}, evmExtra = {}) {
  const evm = fakeAdapter('eip155', evmConnection, evmExtra)
  const sol = fakeAdapter('solana', solConnection)
  const storage = overrides.storage ?? memoryStorage()
  const core = createAppKitCore({
    projectId: 'p',
    networks: [localEvm, localEvm2, solana],
    adapters: [evm, sol],
    storage,
    warn: () => {},
    ...overrides,
  })
  return { core, evm, sol, storage }
}

/** An adapter answer held back until `release()`: for asserting what happens while a wallet call is in flight. */
export function heldAnswer<T>(value: () => T): { answer: () => Promise<T>; release: () => void } {
  let release: () => void = () => {}
  const gate = new Promise<void>((r) => {
    release = r
  })
  return {
    answer: async () => {
      await gate
      return value()
    },
    release: () => release(),
  }
}
