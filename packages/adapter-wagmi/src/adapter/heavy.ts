import type { ChainNamespace } from '@portico/common'
import type { Config, Connection } from '@wagmi/core'

import { createCapabilities } from './capabilities'
import { createSendCalls } from './send-calls'
import { createWalletCalls } from './wallet-calls'

// Re-exported so the adapter reaches them only through this lazily loaded module.
export { signMessage as wagmiSignMessage } from '@wagmi/core'
export { getNativeBalance as wagmiGetBalance } from './native-balance'
export { watchPending as wagmiWatchPending } from './pending-watch'
export { switchChain } from './switch-chain'

export interface HeavyHelpers {
  assertNamespace(namespace: ChainNamespace): void
  connectionOf(connectorId: string | undefined): Connection | undefined
}

/**
 * The requests that pull in viem's transaction, ABI-encoding, receipt and call-bundle machinery (and, above, the
 * signing, balance and switching actions). The adapter loads
 * this module with a dynamic import on the first such request, so an app's first paint does not carry it (bench/size).
 */
export function createHeavyCalls(config: Config, helpers: HeavyHelpers) {
  return { ...createCapabilities(config, helpers), ...createSendCalls(config, helpers), ...createWalletCalls(helpers) }
}

export type HeavyCalls = ReturnType<typeof createHeavyCalls>
