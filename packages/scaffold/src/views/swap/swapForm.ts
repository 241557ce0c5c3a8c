import type { SwapToken } from '@portico/blockchain-api'
import type { AppKitCore } from '@portico/core'
import { perCoreStore, usePerCoreStore } from '../per-core-store'
import type { SwapStep } from './executeSwap'
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

// A wallet may put a view of its own over SwapPreview while the swap is in flight (the embedded wallet's
// ApproveTransaction, issue 19); SwapPreview is mounted afresh when that view pops. So the swap's progress lives in
// a per-core store, not in the component: a remounted preview still shows it sending, then the outcome.

export type SwapProgress =
  | { phase: 'idle' }
  | { phase: 'sending'; step: SwapStep | undefined; approved: boolean }
  | { phase: 'confirmed'; hash: string; paid: string; received: string }
  | { phase: 'reverted' }
  | { phase: 'failed'; declined: boolean }

interface SwapProgressState {
  /** The swap the progress is about (SwapPreview's request key). */
  key: string | undefined
  progress: SwapProgress
}

const IDLE: SwapProgress = { phase: 'idle' }

const swapProgressOf = perCoreStore<SwapProgressState>(() => ({ key: undefined, progress: IDLE }))

/** The progress of the swap `key`, and its setter; another swap's progress reads as idle. */
export function useSwapProgress(
  core: AppKitCore,
  key: string | undefined,
): [SwapProgress, (progress: SwapProgress) => void] {
  const [state, set] = usePerCoreStore(swapProgressOf(core))
  return [state.key === key ? state.progress : IDLE, (progress) => set({ key, progress })]
}

/** A new review starts with no outcome, unless a swap is still on its way. */
export function resetSwapProgress(core: AppKitCore): void {
  const store = swapProgressOf(core)
  if (store.get().progress.phase !== 'sending') store.set({ key: undefined, progress: IDLE })
}
