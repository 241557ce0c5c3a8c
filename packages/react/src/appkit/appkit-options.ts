import type { CaipNetwork, CaipNetworkId } from '@portico/common'
import type { AppKitOptions, FeatureFlags } from '@portico/core'

/**
 * AppKit's `features` keys. Those Portico has under another name or as a top-level option are translated by
 * `fromAppKitFeatures`; the ones it does not have are named by `unsupportedAppKitOptions`.
 */
export interface AppKitFeatures extends Partial<FeatureFlags> {
  /** AppKit's name for `activity` (the Activity tab). */
  history?: boolean
  /** Core's `enableAnalytics`. */
  analytics?: boolean
  connectorTypeOrder?: AppKitOptions['connectorTypeOrder']
  connectMethodsOrder?: AppKitOptions['connectMethodsOrder']
  walletFeaturesOrder?: AppKitOptions['walletFeaturesOrder']
  receive?: boolean
  send?: boolean
  /** Core's `enableSmartSessions`. */
  smartSessions?: boolean
  /** `false` is the top-level `allWallets: 'HIDE'` (which wins when both are given). */
  allWallets?: boolean
  // Accepted so AppKit apps compile; not supported (named in the debug warning).
  emailShowWallets?: boolean
  legalCheckbox?: boolean
  collapseWallets?: boolean
  pay?: boolean
  reownAuthentication?: boolean
  /** AppKit's switch for its headless hooks; useAppKitWallets works with or without it. */
  headless?: boolean
}

/** AppKit's top-level options Portico accepts and does not act on; each is named once under `debug`. */
export interface UnsupportedAppKitOptions {
  enableCoinbase?: boolean
  enableWalletGuide?: boolean
  enableMobileFullScreen?: boolean
  coinbasePreference?: 'all' | 'smartWalletOnly' | 'eoaOnly'
  tokens?: Record<string, { address: string; image?: string }>
  universalProviderConfigOverride?: Record<string, unknown>
  showWallets?: boolean
}

/**
 * AppKit's theme variables Portico's theme does not apply (the font size master, under its old and new prefix).
 * Accepted so AppKit apps compile; named under `debug`.
 */
export interface UnsupportedThemeVariables {
  '--w3m-font-size-master'?: string
  '--apkt-font-size-master'?: string
}

/** AppKit's options this binding translates: images and RPC URLs per network. */
export interface TranslatedAppKitOptions {
  /** Network images by chain id or CAIP-2 id (the network's `assets.imageUrl`). */
  chainImages?: Record<number | string, string>
  /** Extra RPC URLs tried before a network's own, by CAIP-2 id (createAppKit's networks; see the migration guide). */
  customRpcUrls?: Record<CaipNetworkId, { url: string }[]>
}

/** Core's feature flags and options from AppKit's `features` (AppKit's names win over nothing, ours over theirs). */
export function fromAppKitFeatures(features: AppKitFeatures | undefined): {
  features: Partial<FeatureFlags> | undefined
  options: Partial<AppKitOptions>
} {
  if (!features) return { features: undefined, options: {} }
  const { history, analytics, connectorTypeOrder, connectMethodsOrder, walletFeaturesOrder, receive, send } = features
  const { smartSessions, swaps, onramp, email, socials, activity, reownBranding, multiWallet, allWallets } = features
  const flags: Partial<FeatureFlags> = { swaps, onramp, email, socials, activity: activity ?? history }
  Object.assign(flags, { reownBranding, multiWallet })
  const options: Partial<AppKitOptions> = {
    enableAnalytics: analytics,
    connectorTypeOrder,
    connectMethodsOrder,
    walletFeaturesOrder,
    receive,
    send,
    enableSmartSessions: smartSessions,
    allWallets: allWallets === false ? 'HIDE' : undefined,
  }
  return { features: defined(flags), options: defined(options) }
}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

/** A network with AppKit's `chainImages` and `customRpcUrls` applied. */
export function withAppKitNetworkOptions(network: CaipNetwork, options: TranslatedAppKitOptions): CaipNetwork {
  const image = options.chainImages?.[network.caipNetworkId] ?? options.chainImages?.[network.id]
  const extra = options.customRpcUrls?.[network.caipNetworkId]?.map((rpc) => rpc.url) ?? []
  if (!image && extra.length === 0) return network
  const http = [...extra, ...network.rpcUrls.default.http.filter((url) => !extra.includes(url))]
  return {
    ...network,
    ...(image ? { assets: { ...network.assets, imageUrl: image } } : {}),
    rpcUrls: { ...network.rpcUrls, default: { ...network.rpcUrls.default, http } },
  }
}
