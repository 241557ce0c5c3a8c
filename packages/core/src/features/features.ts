import { DEFAULT_SOCIALS, type SocialProvider } from '../options/options'

/** §3 feature flags. `socials` is the list of enabled providers (empty or false means none). */
export interface FeatureFlags {
  swaps: boolean
  onramp: boolean
  email: boolean
  socials: SocialProvider[] | false
  activity: boolean
  reownBranding: boolean
  multiWallet: boolean
}

export type FeatureId = keyof FeatureFlags

/** One entry of the remote project configuration; `config: null` means "use the local fallback". */
export interface RemoteFeature {
  id: FeatureId
  isEnabled: boolean
  config: unknown
}

export const LOCAL_CONFIG_IGNORED = 'Local configuration ignored'

// Local fallback when neither the app nor the project configuration says anything. Multi-wallet is remote-only.
export const DEFAULT_FEATURES: FeatureFlags = {
  swaps: true,
  onramp: true,
  email: true,
  socials: [...DEFAULT_SOCIALS],
  activity: true,
  reownBranding: true,
  multiWallet: false,
}

export const BASIC_FEATURES: FeatureFlags = {
  swaps: false,
  onramp: false,
  email: false,
  socials: false,
  activity: false,
  reownBranding: false,
  multiWallet: false,
}

export interface ResolvedFeatures {
  features: FeatureFlags
  notice: string | undefined
}

function remoteValue(entry: RemoteFeature, fallback: FeatureFlags[FeatureId]): FeatureFlags[FeatureId] {
  if (entry.id === 'socials') {
    if (!entry.isEnabled) return false
    return Array.isArray(entry.config) ? (entry.config as SocialProvider[]) : fallback
  }
  return entry.isEnabled
}

/**
 * §6: remote configuration wins over local settings, with the notice 'Local configuration ignored' when the app had
 * set any; `config: null` on a list feature falls back to the local value; basic mode turns everything off.
 */
export function resolveFeatures(
  local: Partial<FeatureFlags> | undefined,
  remote: RemoteFeature[] | undefined,
  basic = false,
): ResolvedFeatures {
  if (basic) return { features: { ...BASIC_FEATURES }, notice: undefined }
  const localMerged: FeatureFlags = { ...DEFAULT_FEATURES, ...local }
  if (!remote) return { features: localMerged, notice: undefined }
  const features = { ...DEFAULT_FEATURES }
  for (const entry of remote) {
    if (!(entry.id in features)) continue
    const fallback = entry.config === null ? localMerged[entry.id] : DEFAULT_FEATURES[entry.id]
    // Only list-valued features carry a config; a null one there means "local list".
    Object.assign(features, {
      [entry.id]: entry.config === null && entry.id === 'socials' ? fallback : remoteValue(entry, fallback),
    })
  }
  const localSet = local !== undefined && Object.keys(local).some((k) => remote.some((r) => r.id === k))
  return { features, notice: localSet ? LOCAL_CONFIG_IGNORED : undefined }
}

/** §6: email and social login are on when the email feature is on or a non-empty socials list exists. */
export function isEmbeddedLoginEnabled(features: FeatureFlags): boolean {
  return features.email || (Array.isArray(features.socials) && features.socials.length > 0)
}
