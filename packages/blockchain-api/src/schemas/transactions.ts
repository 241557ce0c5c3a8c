import * as v from 'valibot'

const FungibleInfoSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  icon: v.optional(v.object({ url: v.string() })),
})
const NftInfoSchema = v.object({
  name: v.optional(v.string()),
  content: v.optional(v.object({ preview: v.optional(v.object({ url: v.string() })) })),
  flags: v.object({ is_spam: v.boolean() }),
})

export const TransactionSchema = v.object({
  id: v.string(),
  metadata: v.object({
    operationType: v.string(),
    hash: v.string(),
    minedAt: v.string(),
    sentFrom: v.string(),
    sentTo: v.string(),
    status: v.string(),
    nonce: v.number(),
    chain: v.optional(v.string()),
  }),
  transfers: v.array(
    v.object({
      fungible_info: v.optional(FungibleInfoSchema),
      nft_info: v.optional(NftInfoSchema),
      direction: v.picklist(['in', 'out', 'self']),
      quantity: v.object({ numeric: v.string() }),
      value: v.optional(v.number()),
      price: v.optional(v.number()),
    }),
  ),
})
export type Transaction = v.InferOutput<typeof TransactionSchema>

export const TransactionsResponseSchema = v.object({ data: v.array(TransactionSchema), next: v.nullable(v.string()) })
export type TransactionsResponse = v.InferOutput<typeof TransactionsResponseSchema>
