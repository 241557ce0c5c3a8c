import type { CaipNetwork, ChainNamespace } from '@portico/common'
import type { AccountType, ChainAdapter } from '../adapter/contract'
import type { FeatureFlags } from '../features/features'
import type { SIWXConfig } from '../siwx/contract'
import type { LegacySiweConfig } from '../siwx/legacy-siwe'
import type { StorageBackend } from '../storage/backends'

export const DEFAULT_SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number] | 'farcaster'

export const CONNECTOR_GROUP_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorGroup = (typeof CONNECTOR_GROUP_ORDER)[number]

export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof WALLET_FEATURES_ORDER)[number]

export const DEFAULT_ACCOUNT_TYPES: Partial<Record<ChainNamespace, AccountType>> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
}

export type ConnectMethod = 'email' | 'social' | 'wallet'

/** AppKit's `customWallets` entry: a wallet the app lists itself, outside the catalogue. */
export interface CustomWallet {
  id: string
  name: string
  homepage?: string
  image_url?: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
}

/** The `features` option: §3's flags, plus AppKit's `send` and `receive` (the same as the top-level options). */
export type AppKitFeatureOptions = Partial<FeatureFlags> & { send?: boolean; receive?: boolean }

export interface AppKitOptions {
  projectId: string
  networks: CaipNetwork[]
  adapters: ChainAdapter[]
  defaultNetwork?: CaipNetwork
  storage?: StorageBackend
  features?: AppKitFeatureOptions
  /** Basic mode: every feature off (§6). */
  basic?: boolean
  /** Legacy EVM sign-in (mapped onto the SIWX contract); with an EVM adapter it may not be set beside `siwx`. */
  siweConfig?: LegacySiweConfig
  /** Sign in with X (§4): e.g. `createSIWX(…)` from @portico/siwx, or any object with the contract's methods. */
  siwx?: SIWXConfig
  allowUnsupportedChain?: boolean
  /** Wallet-connection control is manual: the app decides when to show WalletConnect (§2 rule 2). */
  manualWCControl?: boolean
  /** The modal is rendered inline in the page instead of as an overlay. */
  embedded?: boolean
  enableAuthLogger?: boolean
  debug?: boolean
  enableWalletConnect?: boolean
  enableWallets?: boolean
  enableEIP6963?: boolean
  /** AppKit's: `false` offers no injected or EIP-6963 wallet. */
  enableInjected?: boolean
  /** Icons by connector id, replacing the connector's own in the wallet lists. */
  connectorImages?: Record<string, string>
  /** AppKit's "All wallets" row in the Connect view: 'ONLY_MOBILE' shows it on phones only. Default 'SHOW'. */
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE'
  /** Links of the Connect view's legal footer (either or both). */
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  enableNetworkSwitch?: boolean
  enableReconnect?: boolean
  enableAnalytics?: boolean
  enableSmartSessions?: boolean
  receive?: boolean
  send?: boolean
  connectorTypeOrder?: ConnectorGroup[]
  walletFeaturesOrder?: WalletFeature[]
  connectMethodsOrder?: ConnectMethod[]
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  excludeWalletIds?: string[]
  featuredWalletIds?: string[]
  /** Catalogue wallets to show exclusively (AllWallets and the featured group); read by the modal's views. */
  includeWalletIds?: string[]
  /** The app's own wallets, listed in the Connect view's custom group and at the top of AllWallets. */
  customWallets?: CustomWallet[]
  /**
   * Base URL of the Portico service (apps/api): the wallet catalogue, the blockchain API and the project
   * configuration. Core does not call it; the modal's views and the binding do.
   */
  apiUrl?: string
  /** Injected for tests and the React binding; defaults to a user-agent check. */
  isMobile?: () => boolean
  /** Clock for rate limits and timers; tests pass a fake one. */
  now?: () => number
  warn?: (message: string) => void
}

export type ResolvedOptions = Required<
  Pick<
    AppKitOptions,
    | 'enableAuthLogger'
    | 'debug'
    | 'enableWalletConnect'
    | 'enableWallets'
    | 'enableEIP6963'
    | 'enableNetworkSwitch'
    | 'enableReconnect'
    | 'enableAnalytics'
    | 'enableSmartSessions'
    | 'receive'
    | 'send'
    | 'allowUnsupportedChain'
    | 'manualWCControl'
    | 'embedded'
    | 'basic'
    | 'connectorTypeOrder'
    | 'walletFeaturesOrder'
    | 'defaultAccountTypes'
    | 'excludeWalletIds'
    | 'featuredWalletIds'
  >
> &
  Omit<AppKitOptions, 'adapters'>

/** §9 defaults: every enable* flag, receive, send and analytics on; smart sessions off. */
export function resolveOptions(options: AppKitOptions): ResolvedOptions {
  const { adapters: _adapters, ...rest } = options
  return {
    enableAuthLogger: true,
    debug: true,
    enableWalletConnect: true,
    enableWallets: true,
    enableEIP6963: true,
    enableNetworkSwitch: true,
    enableReconnect: true,
    enableAnalytics: true,
    enableSmartSessions: false,
    receive: true,
    send: true,
    allowUnsupportedChain: false,
    manualWCControl: false,
    embedded: false,
    basic: false,
    excludeWalletIds: [],
    featuredWalletIds: [],
    ...rest,
    connectorTypeOrder: rest.connectorTypeOrder ?? [...CONNECTOR_GROUP_ORDER],
    walletFeaturesOrder: rest.walletFeaturesOrder ?? [...WALLET_FEATURES_ORDER],
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...rest.defaultAccountTypes },
  }
}
