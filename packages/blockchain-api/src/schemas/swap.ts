import * as v from 'valibot'

const SwapTokenSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  address: v.string(),
  decimals: v.number(),
  logoUri: v.string(),
  eip2612: v.optional(v.boolean()),
})
export const SwapTokensSchema = v.object({ tokens: v.array(SwapTokenSchema) })
export type SwapToken = v.InferOutput<typeof SwapTokenSchema>

export const SwapQuoteSchema = v.object({
  quotes: v.array(v.object({ id: v.nullable(v.string()), fromAmount: v.string(), toAmount: v.string() })),
})
export type SwapQuote = v.InferOutput<typeof SwapQuoteSchema>

export const AllowanceSchema = v.object({ allowance: v.string() })

const TransactionDataSchema = v.object({
  data: v.string(),
  to: v.string(),
  value: v.optional(v.string()),
  gas: v.optional(v.string()),
  gasPrice: v.optional(v.string()),
})
export const SwapCalldataSchema = v.object({ tx: TransactionDataSchema })
export type SwapCalldata = v.InferOutput<typeof SwapCalldataSchema>
