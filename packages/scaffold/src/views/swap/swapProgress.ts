import type { AppKitCore } from '@portico/core'
import { perCoreStore, usePerCoreStore } from '../per-core-store'
import type { SwapStep } from './executeSwap'

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
