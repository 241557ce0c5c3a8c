import type { OnRampOptions, OnRampQuote } from '@portico/blockchain-api'
import type { AppKitCore } from '@portico/core'
import { perCoreStore, usePerCoreStore } from '../per-core-store'

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

/** One purchase per core, so two modals on a page never share one. */
export const buyStoreOf = perCoreStore<BuyState>(() => ({
  options: undefined,
  purchaseCurrency: undefined,
  paymentCurrency: 'USD',
  amount: '',
  checkout: undefined,
}))

export const useBuyState = (core: AppKitCore) => usePerCoreStore(buyStoreOf(core))
