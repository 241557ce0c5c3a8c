import type { SwapToken } from '@portico/blockchain-api'
import type { AppKitCore } from '@portico/core'
import { useSyncExternalStore } from 'react'
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

interface FormStore {
  get(): SwapFormValues
  set(change: Partial<SwapFormValues>): void
  subscribe(listener: () => void): () => void
}

const stores = new WeakMap<AppKitCore, FormStore>()

/** The one swap form of a modal (its core). */
export function swapFormOf(core: AppKitCore): FormStore {
  let store = stores.get(core)
  if (!store) {
    let values = initial()
    const listeners = new Set<() => void>()
    store = {
      get: () => values,
      set(change) {
        values = { ...values, ...change }
        for (const listener of listeners) listener()
      },
      subscribe(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    stores.set(core, store)
  }
  return store
}

export function useSwapForm(core: AppKitCore): [SwapFormValues, FormStore['set']] {
  const store = swapFormOf(core)
  const values = useSyncExternalStore(store.subscribe, store.get, store.get)
  return [values, store.set]
}
