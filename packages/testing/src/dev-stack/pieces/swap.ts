import type { SwapConfig } from '@portico/api'
import { DEV_EURO_TOKEN, DEV_SWAP, deployDevSwap } from '@portico/dev-contracts'
import type { Address } from 'viem'

/**
 * The dev exchange (Uniswap V2 with native/PUSD and PUSD/PEUR pools), alongside the other deploys: its own deployer
 * sends everything (the dev accounts' nonces are untouched) and seeds the pools once PUSD is on the chain.
 */
export function deploySwapPiece(rpcUrl: string, holders: readonly Address[], timeoutMs?: number): Promise<unknown> {
  return deployDevSwap(rpcUrl, { holders, ...(timeoutMs ? { timeoutMs } : {}) })
}

/** How apps/api is told about the exchange of a dev chain: its router, and PEUR as a traded token. */
export function devSwapConfig(): SwapConfig {
  return { router: DEV_SWAP.router, tokens: [{ ...DEV_EURO_TOKEN }] }
}
