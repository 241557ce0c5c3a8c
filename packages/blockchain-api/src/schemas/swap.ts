import * as v from 'valibot'

const SwapTokenSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  /** CAIP-10; the native coin is 0xeeee…eeee. */
  address: v.string(),
  decimals: v.number(),
  logoUri: v.string(),
  eip2612: v.optional(v.boolean()),
})
export const SwapTokensSchema = v.object({ tokens: v.array(SwapTokenSchema) })
export type SwapToken = v.InferOutput<typeof SwapTokenSchema>

/**
 * One route. Amounts are integers in the tokens' smallest units. Portico's service also says how: the CAIP-10 tokens
 * traded through, the price impact and LP fee in percent ("0.99", "0.30"), and the block it was quoted at; another
 * service may leave them out.
 */
const QuoteSchema = v.object({
  id: v.nullable(v.string()),
  fromAmount: v.string(),
  toAmount: v.string(),
  /** Which amount was given: Portico's service says `exactOut` when `toAmount` was asked for and `fromAmount` found. */
  kind: v.optional(v.picklist(['exactIn', 'exactOut'])),
  priceImpact: v.optional(v.string()),
  fee: v.optional(v.string()),
  path: v.optional(v.array(v.string())),
  blockNumber: v.optional(v.string()),
})
/** An empty list: no route between the tokens pays anything (no liquidity). */
export const SwapQuoteSchema = v.object({ quotes: v.array(QuoteSchema) })
export type SwapQuote = v.InferOutput<typeof SwapQuoteSchema>

export const AllowanceSchema = v.object({ allowance: v.string() })

const TransactionDataSchema = v.object({
  data: v.string(),
  to: v.string(),
  /** Wei, decimal. */
  value: v.optional(v.string()),
  /** Absent when the node could not estimate it (a swap before its approval) or estimating was disabled. */
  gas: v.optional(v.string()),
  gasPrice: v.optional(v.string()),
})
/**
 * A transaction to send as it is. For a swap, Portico's service adds the quote it was built from, the slippage used
 * (percent) and the least the swap pays out (`minimumToAmount`; below it the router reverts) — or, for an exact output,
 * the most it takes in (`maximumFromAmount`; above it the router reverts).
 */
export const SwapCalldataSchema = v.object({
  tx: TransactionDataSchema,
  quote: v.optional(QuoteSchema),
  slippage: v.optional(v.string()),
  minimumToAmount: v.optional(v.string()),
  maximumFromAmount: v.optional(v.string()),
})
export type SwapCalldata = v.InferOutput<typeof SwapCalldataSchema>
