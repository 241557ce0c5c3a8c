import { localEvm, localEvm2, solanaLocalnet } from '@portico/common/networks'
import type { ChainAdapter } from '@portico/core'
import {
  createMemoryAdapter,
  createMemoryWallet,
  type MemoryAdapter,
  type MemoryBehaviour,
} from '@portico/testing/memory-adapter'

export const networks = [localEvm, localEvm2, solanaLocalnet]

// Two in-memory wallets (no chain, no extension): what they answer is chosen on the page.
export const evm = createMemoryAdapter(
  createMemoryWallet({
    namespace: 'eip155',
    caipNetworkId: localEvm.caipNetworkId,
    accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    connectorId: 'memory-evm',
    connectorName: 'Memory EVM Wallet',
  }),
)
export const sol = createMemoryAdapter(
  createMemoryWallet({
    namespace: 'solana',
    caipNetworkId: solanaLocalnet.caipNetworkId,
    accounts: ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    connectorId: 'memory-sol',
    connectorName: 'Memory Solana Wallet',
    symbol: 'SOL',
  }),
)

export interface Controls {
  behaviour: MemoryBehaviour
  /** How long the wallet takes to answer a connect or switch, so the waiting state can be seen. */
  delayMs: number
}

export const controls: Controls = { behaviour: 'approve', delayMs: 0 }

export function setBehaviour(behaviour: MemoryBehaviour) {
  controls.behaviour = behaviour
  evm.wallet.behaviour = behaviour
  sol.wallet.behaviour = behaviour
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The same adapter, with the page's delay before the wallet's prompts answer. */
function delayed(adapter: MemoryAdapter): ChainAdapter {
  const connect = adapter.connect.bind(adapter)
  const switchNetwork = adapter.switchNetwork.bind(adapter)
  adapter.connect = async (params) => {
    await sleep(controls.delayMs)
    return connect(params)
  }
  adapter.switchNetwork = async (params) => {
    await sleep(controls.delayMs)
    return switchNetwork(params)
  }
  return adapter
}

export const adapters = [delayed(evm), delayed(sol)]
