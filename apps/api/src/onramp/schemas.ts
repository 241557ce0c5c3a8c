import * as v from 'valibot'
import { OnRampError, type OnRampOptions, type OnRampQuote } from './provider'

const Amount = v.object({
  amount: v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/)),
  currency: v.pipe(v.string(), v.minLength(1)),
})

const OptionsSchema = v.object({
  purchaseCurrencies: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      symbol: v.string(),
      networks: v.array(
        v.object({ name: v.string(), display_name: v.string(), chain_id: v.string(), contract_address: v.string() }),
      ),
    }),
  ),
  paymentCurrencies: v.array(
    v.object({
      id: v.string(),
      payment_method_limits: v.array(v.object({ id: v.string(), min: v.string(), max: v.string() })),
    }),
  ),
})

const QuoteSchema = v.object({
  purchaseAmount: Amount,
  paymentSubtotal: Amount,
  paymentTotal: Amount,
  networkFee: Amount,
  providerFee: Amount,
  quoteId: v.pipe(v.string(), v.minLength(1)),
})

const UrlSchema = v.object({ url: v.pipe(v.string(), v.url()) })

/** A provider's answer as §3 shapes it, or PROVIDER_INVALID_RESPONSE: nothing unchecked reaches a client. */
function checked<T>(schema: v.GenericSchema<unknown, T>, answer: unknown, what: string): T {
  const parsed = v.safeParse(schema, answer)
  if (parsed.success) return parsed.output
  const issue = parsed.issues[0]
  throw new OnRampError('PROVIDER_INVALID_RESPONSE', `The on-ramp provider answered an invalid ${what}`, {
    path: issue ? (v.getDotPath(issue) ?? '') : '',
    issue: issue?.message ?? 'malformed',
  })
}

export const checkedOptions = (answer: unknown): OnRampOptions => checked(OptionsSchema, answer, 'options list')
export const checkedQuote = (answer: unknown): OnRampQuote => checked(QuoteSchema, answer, 'quote')
export const checkedUrl = (answer: unknown): { url: string } => checked(UrlSchema, answer, 'checkout URL')

/** §7 request bodies. */
export const QuoteRequestSchema = v.object({
  purchaseCurrency: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  paymentCurrency: v.pipe(v.string(), v.minLength(1), v.maxLength(16)),
  amount: v.pipe(v.number(), v.finite(), v.minValue(0)),
  network: v.optional(v.pipe(v.string(), v.maxLength(64))),
  paymentMethod: v.optional(v.pipe(v.string(), v.maxLength(32))),
})

export const UrlRequestSchema = v.object({
  destinationWallets: v.pipe(
    v.array(
      v.object({
        address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be 0x and 40 hex characters')),
        blockchains: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.minLength(1), v.maxLength(16)),
        assets: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(16))),
      }),
    ),
    v.minLength(1),
    v.maxLength(4),
  ),
  defaultNetwork: v.optional(v.pipe(v.string(), v.maxLength(64))),
  partnerUserId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  defaultExperience: v.optional(v.pipe(v.string(), v.maxLength(16))),
  presetCryptoAmount: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))),
  presetFiatAmount: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))),
})
