import * as v from 'valibot'

export const IdentitySchema = v.object({ name: v.nullable(v.string()), avatar: v.nullable(v.string()) })
export type Identity = v.InferOutput<typeof IdentitySchema>

const NameAddressSchema = v.object({ address: v.string(), created: v.string() })

export const NameRecordSchema = v.object({
  name: v.string(),
  registered: v.number(),
  updated: v.number(),
  addresses: v.record(v.string(), NameAddressSchema),
  attributes: v.array(v.record(v.string(), v.string())),
})
export type NameRecord = v.InferOutput<typeof NameRecordSchema>

export const NameRecordListSchema = v.array(NameRecordSchema)

export const NameSuggestionsSchema = v.object({
  suggestions: v.array(v.object({ name: v.string(), registered: v.boolean() })),
})
export type NameSuggestion = v.InferOutput<typeof NameSuggestionsSchema>['suggestions'][number]

/** §3 name registration payload; the message is a JSON string of { name, attributes, timestamp (seconds) }. */
export interface RegisterNamePayload {
  coinType: number
  address: string
  message: string
  signature: string
}
