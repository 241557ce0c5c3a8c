import * as v from 'valibot'

export const FEATURE_IDS = ['swaps', 'onramp', 'email', 'socials', 'activity', 'reownBranding', 'multiWallet'] as const
export type FeatureId = (typeof FEATURE_IDS)[number]

export const FeatureConfigSchema = v.object({
  id: v.picklist(FEATURE_IDS),
  isEnabled: v.boolean(),
  // null means: use the local fallback (§3).
  config: v.nullable(v.union([v.array(v.string()), v.boolean()])),
})
export type FeatureConfig = v.InferOutput<typeof FeatureConfigSchema>

export const ProjectConfigSchema = v.object({
  features: v.array(FeatureConfigSchema),
  // §3: the chain ids the service has an ERC-4337 bundler for; absent means none.
  smartAccountEnabledNetworks: v.optional(v.array(v.number())),
})
export type ProjectConfig = v.InferOutput<typeof ProjectConfigSchema>

export const AllowedOriginsSchema = v.object({ allowedOrigins: v.array(v.string()) })

export const AnalyticsConfigSchema = v.object({ isAnalyticsEnabled: v.boolean() })

export const WalletSchema = v.object({
  id: v.string(),
  name: v.string(),
  homepage: v.optional(v.string()),
  image_id: v.optional(v.string()),
  image_url: v.optional(v.string()),
  order: v.optional(v.number()),
  rdns: v.optional(v.nullable(v.string())),
  mobile_link: v.optional(v.nullable(v.string())),
  desktop_link: v.optional(v.nullable(v.string())),
  webapp_link: v.optional(v.nullable(v.string())),
  app_store: v.optional(v.nullable(v.string())),
  play_store: v.optional(v.nullable(v.string())),
  chrome_store: v.optional(v.nullable(v.string())),
  chains: v.optional(v.array(v.string())),
  badge_type: v.optional(v.picklist(['none', 'certified'])),
  supports_wc: v.optional(v.boolean()),
})
export type Wallet = v.InferOutput<typeof WalletSchema>

export const WalletsResponseSchema = v.object({ data: v.array(WalletSchema), count: v.number() })
export type WalletsResponse = v.InferOutput<typeof WalletsResponseSchema>
