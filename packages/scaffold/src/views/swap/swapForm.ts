import type { SwapToken } from '@portico/blockchain-api'
import type { AppKitCore } from '@portico/core'
import { perCoreStore, usePerCoreStore } from '../per-core-store'
import { DEFAULT_SLIPPAGE, type SwapKind } from './swapMath'

/** What the three swap views share: the Swap form, kept while the user picks a token or reviews the swap. */
export interface SwapFormValues {
  /** The network the tokens belong to; a switch clears them. */
  caipNetworkId: string | undefined
  from: SwapToken | undefined
  to: SwapToken | undefined
  /** What the user typed: the amount sold, or for exactOut the amount bought. */
  amount: string
  kind: SwapKind
  slippage: string
  /** The arguments the view was last opened with, so reopening with the same ones does not reset the user's edits. */
  opened: string | undefined
}

const initial = (): SwapFormValues => ({
  caipNetworkId: undefined,
  from: undefined,
  to: undefined,
  amount: '',
  kind: 'exactIn',
  slippage: DEFAULT_SLIPPAGE,
  opened: undefined,
})

/** The one swap form of a modal (its core). */
export const swapFormOf = perCoreStore(initial)
export const useSwapForm = (core: AppKitCore) => usePerCoreStore(swapFormOf(core))
