import * as v from 'valibot'

// Images come from the service as data URIs only: anything else is refused here, so a page never loads an NFT image
// from a host the token's metadata names.
const DataImageSchema = v.pipe(v.string(), v.startsWith('data:image/'))

export const NftSchema = v.object({
  chainId: v.string(),
  contract: v.string(),
  tokenId: v.string(),
  name: v.string(),
  description: v.optional(v.string()),
  image: v.optional(DataImageSchema),
  collection: v.string(),
  spam: v.boolean(),
  metadataError: v.optional(v.string()),
})
export type Nft = v.InferOutput<typeof NftSchema>

export const NftsResponseSchema = v.object({
  data: v.array(NftSchema),
  next: v.nullable(v.string()),
  complete: v.optional(v.boolean()),
})
export type NftsResponse = v.InferOutput<typeof NftsResponseSchema>
