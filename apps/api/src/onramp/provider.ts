/**
 * The on-ramp seam of the service. §7's three calls (options, quote, widget URL) go to one provider; the sandbox in
 * this folder is the default, and a hosted provider (Coinbase Onramp, MoonPay, Meld, …) is another implementation of
 * the same interface, chosen by configuration (provider-from-env.ts). Their public APIs share this shape: a list of
 * buyable assets per network with payment-method limits, a quote for a fiat amount (fees split into provider and
 * network fee, a quote id), and a URL of a hosted checkout (a widget, optionally a signed one) built from the
 * destination wallet and preset amounts. A provider maps its own answers into these types; the routes check every
 * answer against the §3 schemas (schemas.ts) before it leaves the service.
 */

export interface OnRampAmount {
  amount: string
  currency: string
}

export interface OnRampNetwork {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

/** §3 on-ramp option. */
export interface OnRampOptions {
  purchaseCurrencies: { id: string; name: string; symbol: string; networks: OnRampNetwork[] }[]
  paymentCurrencies: { id: string; payment_method_limits: { id: string; min: string; max: string }[] }[]
}

/** §3 on-ramp quote: every figure with its currency; the fee a provider charges is `providerFee`. */
export interface OnRampQuote {
  purchaseAmount: OnRampAmount
  paymentSubtotal: OnRampAmount
  paymentTotal: OnRampAmount
  networkFee: OnRampAmount
  providerFee: OnRampAmount
  quoteId: string
}

/** §7 POST /v1/onramp/quote, plus the payment method hosted providers price by (card when omitted). */
export interface OnRampQuoteRequest {
  purchaseCurrency: string
  paymentCurrency: string
  /** Fiat the user pays, fees included. */
  amount: number
  network?: string | undefined
  paymentMethod?: string | undefined
}

/** §7 POST /v1/generators/onrampurl. */
export interface OnRampUrlRequest {
  destinationWallets: { address: string; blockchains: string[]; assets?: string[] | undefined }[]
  defaultNetwork?: string | undefined
  partnerUserId: string
  defaultExperience?: string | undefined
  presetCryptoAmount?: number | undefined
  presetFiatAmount?: number | undefined
  /**
   * The page that asked (the request's Origin), so a checkout can report its outcome to exactly that window; absent
   * for a server-side caller.
   */
  parentOrigin?: string | undefined
}

export interface OnRampProvider {
  /** Short name, shown by /health-style diagnostics and logs. */
  readonly id: string
  options(signal?: AbortSignal): Promise<OnRampOptions>
  quote(request: OnRampQuoteRequest, signal?: AbortSignal): Promise<OnRampQuote>
  widgetUrl(request: OnRampUrlRequest, signal?: AbortSignal): Promise<{ url: string }>
}

export type OnRampErrorCode =
  | 'AMOUNT_OUT_OF_RANGE'
  | 'UNSUPPORTED_CURRENCY'
  | 'UNSUPPORTED_NETWORK'
  | 'UNSUPPORTED_PAYMENT_METHOD'
  | 'ONRAMP_NOT_CONFIGURED'
  | 'PROVIDER_UNAVAILABLE'
  | 'PROVIDER_INVALID_RESPONSE'

const STATUS: Record<OnRampErrorCode, 400 | 502 | 503> = {
  AMOUNT_OUT_OF_RANGE: 400,
  UNSUPPORTED_CURRENCY: 400,
  UNSUPPORTED_NETWORK: 400,
  UNSUPPORTED_PAYMENT_METHOD: 400,
  ONRAMP_NOT_CONFIGURED: 503,
  PROVIDER_UNAVAILABLE: 502,
  PROVIDER_INVALID_RESPONSE: 502,
}

/** A failure a provider (or the check of its answer) reports; the routes answer it with its status and code. */
export class OnRampError extends Error {
  override readonly name = 'OnRampError'
  readonly status: 400 | 502 | 503

  constructor(
    readonly code: OnRampErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
    this.status = STATUS[code]
  }
}

export function isOnRampError(error: unknown): error is OnRampError {
  return error instanceof OnRampError
}
