import * as v from 'valibot'

const AmountSchema = v.object({ amount: v.string(), currency: v.string() })

export const OnRampOptionsSchema = v.object({
  purchaseCurrencies: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      symbol: v.string(),
      networks: v.array(
        v.object({
          name: v.string(),
          display_name: v.string(),
          chain_id: v.string(),
          contract_address: v.string(),
        }),
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
export type OnRampOptions = v.InferOutput<typeof OnRampOptionsSchema>

export const OnRampQuoteSchema = v.object({
  purchaseAmount: AmountSchema,
  paymentSubtotal: AmountSchema,
  paymentTotal: AmountSchema,
  networkFee: AmountSchema,
  providerFee: AmountSchema,
  quoteId: v.string(),
})
export type OnRampQuote = v.InferOutput<typeof OnRampQuoteSchema>

export const OnRampUrlSchema = v.object({ url: v.string() })

export const SmartSessionSchema = v.object({
  pci: v.string(),
  project: v.optional(v.string()),
  expiry: v.optional(v.number()),
  revoked: v.optional(v.boolean()),
})
export type SmartSession = v.InferOutput<typeof SmartSessionSchema>

export const OkSchema = v.object({ ok: v.boolean() })
