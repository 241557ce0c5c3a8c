import * as v from 'valibot'

export const TokenBalanceSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  chainId: v.string(),
  address: v.optional(v.string()),
  value: v.optional(v.number()),
  price: v.number(),
  quantity: v.object({ decimals: v.string(), numeric: v.string() }),
  iconUrl: v.string(),
})
export type TokenBalance = v.InferOutput<typeof TokenBalanceSchema>

export const BalanceResponseSchema = v.object({ balances: v.array(TokenBalanceSchema) })
export type BalanceResponse = v.InferOutput<typeof BalanceResponseSchema>

export const FungiblePriceSchema = v.object({
  fungibles: v.array(v.object({ name: v.string(), symbol: v.string(), iconUrl: v.string(), price: v.number() })),
})
export type FungiblePriceResponse = v.InferOutput<typeof FungiblePriceSchema>
