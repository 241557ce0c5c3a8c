import { type AppKitFeatureOptions, DEFAULT_SOCIALS, type SocialProvider } from '../options/options'

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

/**
 * One remote entry's value. `isEnabled` is the project's on/off switch and always wins. `config` carries the feature's
 * settings beyond on/off, and `null` there means "the project has none: use the local fallback" (§3). Only the socials
 * list has such settings, so for a switch-only feature `config: null` changes nothing — apps/api sends exactly that
 * (`{ id: 'multiWallet', isEnabled: true, config: null }`), and multi-wallet is remote-only (§6).
 */
function remoteValue(entry: RemoteFeature, local: FeatureFlags): FeatureFlags[FeatureId] {
  if (!entry.isEnabled) return false
  if (entry.id !== 'socials') return true
  if (entry.config === null) return local.socials
  return Array.isArray(entry.config) ? (entry.config as SocialProvider[]) : DEFAULT_FEATURES.socials
}

/** Whether the resolved value of this entry is the local one (so the local setting was not ignored). */
const usesLocal = (entry: RemoteFeature) => entry.isEnabled && entry.config === null && entry.id === 'socials'

/**
 * §6: remote configuration wins over local settings, with the notice 'Local configuration ignored' when a local
 * setting was overridden; `config: null` means the local fallback (see remoteValue); basic mode turns everything off.
 */
export function resolveFeatures(
  local: AppKitFeatureOptions | undefined,
  remote: RemoteFeature[] | undefined,
  basic = false,
): ResolvedFeatures {
  if (basic) return { features: { ...BASIC_FEATURES }, notice: undefined }
  // AppKit's `features.send` / `features.receive` ride along untyped: walletFeatures reads them from the options.
  const localMerged: FeatureFlags = { ...DEFAULT_FEATURES, ...local }
  if (!remote) return { features: localMerged, notice: undefined }
  // A feature the remote list does not mention keeps its local value, like an entry with `config: null`.
  const features = { ...localMerged }
  for (const entry of remote) {
    if (!(entry.id in features)) continue
    Object.assign(features, { [entry.id]: remoteValue(entry, localMerged) })
  }
  const ignored = remote.some((r) => local !== undefined && r.id in local && !usesLocal(r))
  return { features, notice: ignored ? LOCAL_CONFIG_IGNORED : undefined }
}

/** §6: email and social login are on when the email feature is on or a non-empty socials list exists. */
export function isEmbeddedLoginEnabled(features: FeatureFlags): boolean {
  return features.email || (Array.isArray(features.socials) && features.socials.length > 0)
}
