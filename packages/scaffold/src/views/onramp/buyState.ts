import type { OnRampOptions, OnRampQuote } from '@portico/blockchain-api'
import type { AppKitCore } from '@portico/core'
import { useSyncExternalStore } from 'react'

/** The checkout window a purchase is completing in, and what the modal knew when it was opened. */
export interface Checkout {
  /** The provider's page; messages are accepted from its exact origin only. */
  url: string
  origin: string
  popup: Window | null
  quote: OnRampQuote | null
  /** The purchased token's symbol, and the native balance before the purchase (to show the funds arriving). */
  symbol: string
  balanceBefore: string | undefined
}

/** What the on-ramp views share while the user moves between them: the choice, the amount, the open checkout. */
export interface BuyState {
  options: OnRampOptions | undefined
  purchaseCurrency: string | undefined
  paymentCurrency: string
  amount: string
  checkout: Checkout | undefined
}

interface BuyStore {
  get(): BuyState
  set(patch: Partial<BuyState>): void
  subscribe(listener: () => void): () => void
}

const stores = new WeakMap<AppKitCore, BuyStore>()

/** One store per core, so two modals on a page never share a purchase; it lives as long as the core. */
export function buyStoreOf(core: AppKitCore): BuyStore {
  let store = stores.get(core)
  if (!store) {
    let state: BuyState = {
      options: undefined,
      purchaseCurrency: undefined,
      paymentCurrency: 'USD',
      amount: '',
      checkout: undefined,
    }
    const listeners = new Set<() => void>()
    store = {
      get: () => state,
      set(patch) {
        state = { ...state, ...patch }
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

export function useBuyState(core: AppKitCore): [BuyState, BuyStore['set']] {
  const store = buyStoreOf(core)
  return [useSyncExternalStore(store.subscribe, store.get, store.get), store.set]
}
