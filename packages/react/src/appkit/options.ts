import { type NetworkLike, toCaipNetwork, toCaipNetworks } from '@portico/common'
import type { AppKitOptions, ChainAdapter, CustomWallet, ThemeMode } from '@portico/core'
import type { ThemeVariables } from '@portico/ui'
import {
  type AppKitFeatures,
  fromAppKitFeatures,
  type TranslatedAppKitOptions,
  type UnsupportedAppKitOptions,
  type UnsupportedThemeVariables,
  withAppKitNetworkOptions,
} from './appkit-options'

// AppKit-style theme variables (`--w3m-*`): ui owns the names and their mapping to --portico-* properties.
/** AppKit's customWallets entry (core's type). */
export type { AppKitFeatures, CustomWallet, ThemeVariables }

export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/**
 * Reown AppKit's option names, so an app can switch by changing imports. Everything core understands is passed
 * through; the rest is read by this binding.
 */
export interface CreateAppKitOptions
  extends Omit<AppKitOptions, 'adapters' | 'networks' | 'defaultNetwork' | 'embedded' | 'features'>,
    UnsupportedAppKitOptions,
    TranslatedAppKitOptions {
  /** Core's feature flags, and AppKit's `features` keys (`history`, `analytics`, `connectorTypeOrder`…). */
  features?: AppKitFeatures
  /** Our CaipNetworks (`@portico/common/networks`), viem `Chain`s or AppKit's network objects, mixed as you like. */
  networks: [NetworkLike, ...NetworkLike[]] | NetworkLike[]
  defaultNetwork?: NetworkLike
  adapters?: ChainAdapter[]
  metadata?: Metadata
  themeMode?: ThemeMode
  /** AppKit's `--apkt-*` or older `--w3m-*` names; the font size master is accepted, not applied (named under `debug`). */
  themeVariables?: ThemeVariables & UnsupportedThemeVariables
  /** Catalogue wallets to show exclusively (AllWallets and the featured group). */
  includeWalletIds?: string[]
  /** The app's own wallets, listed in the Connect view's custom group and at the top of AllWallets. */
  customWallets?: CustomWallet[]
  /** BCP 47 tag of the modal's language: 'en', 'es', 'ar' (right to left). Default 'en'. */
  locale?: string
  /** The modal is rendered in place by the app instead of as an overlay (§2). */
  enableEmbedded?: boolean
  /** Do not append the modal's host element to document.body (§2). */
  disableAppend?: boolean
  /**
   * Base URL of the Portico service (apps/api): wallet catalogue, account names, balances and history, remote project
   * configuration. No default: without it none of these is asked for (All wallets says the catalogue is not
   * configured). Passed through to core's options, where the scaffold's views read it.
   */
  apiUrl?: string
  /**
   * The WalletConnect relay (ws:// or wss://). Without it the relay named by the service at `apiUrl` is used, and
   * without a service WalletConnect's hosted relay, the one a WalletConnect Cloud `projectId` is issued for.
   * `enableWalletConnect: false` turns WalletConnect off.
   */
  relayUrl?: string
}

/**
 * The subset core takes; binding-only options are dropped here so core's validation sees what it owns.
 * includeWalletIds and customWallets (like apiUrl) pass through untouched: the scaffold's views read them.
 */
export function toCoreOptions(options: CreateAppKitOptions): AppKitOptions {
  const {
    metadata: _metadata,
    themeMode: _themeMode,
    themeVariables: _themeVariables,
    locale: _locale,
    enableEmbedded,
    disableAppend: _disableAppend,
    relayUrl: _relayUrl,
    adapters,
    networks,
    defaultNetwork,
    features,
    chainImages,
    customRpcUrls,
    ...rest
  } = options
  const translated = { chainImages, customRpcUrls }
  const network = (n: NetworkLike) => withAppKitNetworkOptions(toCaipNetwork(n), translated)
  const fromAppKit = fromAppKitFeatures(features)
  return {
    ...fromAppKit.options,
    // AppKit's options Portico does not act on ride along unread (core reads only its own keys).
    ...rest,
    ...(fromAppKit.features ? { features: fromAppKit.features } : {}),
    // The one place the accepted network shapes become core's CaipNetwork.
    networks: toCaipNetworks(networks).map((n) => withAppKitNetworkOptions(n, translated)),
    ...(defaultNetwork ? { defaultNetwork: network(defaultNetwork) } : {}),
    adapters: adapters ?? [],
    embedded: enableEmbedded ?? false,
  }
}
