import { deployDevSwap } from '@portico/dev-contracts'
import type { Address } from 'viem'

/**
 * The dev exchange (Uniswap V2 with native/PUSD and PUSD/PEUR pools), alongside the other deploys: its own deployer
 * sends everything (the dev accounts' nonces are untouched) and seeds the pools once PUSD is on the chain. apps/api is
 * told about it with @portico/dev-contracts' devSwapConfig().
 */
export function deploySwapPiece(rpcUrl: string, holders: readonly Address[], timeoutMs?: number): Promise<unknown> {
  return deployDevSwap(rpcUrl, { holders, ...(timeoutMs ? { timeoutMs } : {}) })
}
