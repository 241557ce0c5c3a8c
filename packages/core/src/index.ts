// Framework-free state and rules: one store per namespace on valtio, controllers, storage, the adapter contract.
// What only the modal's own code (scaffold) needs is in './internal' (`@portico/core/internal`), not here.

export {
  type AccountParameters,
  type BitcoinSendTransactionParameters,
  type BitcoinSignTransactionParameters,
  type BitcoinSignTransactionResult,
  CAPABILITIES,
  type Capability,
  type CapabilityArgs,
  type CapabilityCall,
  type CapabilityMap,
  type CapabilityParameters,
  type CapabilityRequest,
  type CapabilityReturnType,
  type EvmCall,
  type EvmEstimateGasParameters,
  type EvmSendCallsParameters,
  type EvmSendCallsResult,
  type EvmSendTransactionParameters,
  type EvmTransactionResult,
  type EvmWriteContractParameters,
  type GrantPermissionsParameters,
  type Hex,
  type Quantity,
  type SolanaSendTransactionParameters,
  type SolanaSignTransactionParameters,
  type TokenBalancesParameters,
  type WalletAsset,
  type WalletAssets,
  type WalletCapabilities,
  type WalletGetAssetsParameters,
} from './adapter/capabilities'
export {
  type AccountType,
  type AdapterAccount,
  type AdapterConnection,
  type AdapterEventName,
  type AdapterEvents,
  type Balance,
  type BalanceParams,
  type ChainAdapter,
  type ConnectParams,
  type DisconnectParams,
  missingAdapterMethods,
  type NamespaceParams,
  REQUIRED_ADAPTER_METHODS,
  type SignMessageParams,
  type SwitchNetworkParams,
  supports,
} from './adapter/contract'
export { createEmitter, type Emitter, type Listener } from './adapter/emitter'
export type { AlertState, SnackbarState, SnackbarVariant } from './alerts/alerts'
export { UNSUPPORTED_MESSAGE_DELAY_MS } from './auth/auth-host'
export {
  type ApprovalRequest,
  AUTH_CONNECTOR_ID,
  type AuthAccountType,
  type AuthConnectorProvider,
  type AuthFailure,
  type AuthHost,
  authFailureOf,
  isAuthConnectorProvider,
} from './auth/contract'
export { CONNECTOR_TYPES, type Connector, type ConnectorType } from './connectors/types'
export type {
  AppKitCore,
  CoreAlerts,
  CoreAnalytics,
  CoreModal,
  CoreSnackbar,
  CoreTheme,
  CoreTransactions,
  SwitchNetworkResult,
} from './core/app-kit-core'
export { type CoreEvents, createAppKitCore } from './core/create-core'
export type { CoreState, SendState } from './core/state'
export { validateOptions } from './core/validate-options'
export {
  type AppKitEvent,
  ERROR_REPORT_LIMIT,
  ERROR_REPORT_WINDOW_MS,
  type ErrorEventProperties,
  EVENT_NAMES,
  type EventName,
} from './events/events'
export {
  BASIC_FEATURES,
  DEFAULT_FEATURES,
  type FeatureFlags,
  type FeatureId,
  isEmbeddedLoginEnabled,
  LOCAL_CONFIG_IGNORED,
  type RemoteFeature,
  resolveFeatures,
} from './features/features'
export type { OpenRequest } from './modal/open-rules'
export {
  type AppKitFeatureOptions,
  type AppKitOptions,
  CONNECTOR_GROUP_ORDER,
  type ConnectMethod,
  type ConnectorGroup,
  type CustomWallet,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_SOCIALS,
  type ResolvedOptions,
  resolveOptions,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  WALLET_FEATURES_ORDER,
  type WalletFeature,
} from './options/options'
export {
  type AvailableView,
  type ConnectTarget,
  type CurrentRoute,
  type DownloadWallet,
  isAvailableView,
  type PairingWallet,
  type RouteData,
  type RouteDataArgs,
  type RouteEntry,
  type RouterState,
  routeDataOf,
  type SendArguments,
  type SendRecipient,
  type ShownView,
  type SwapArguments,
  type SwapSelectTokenData,
  type TransactionAction,
  UNAVAILABLE_VIEWS,
  VIEW_ALIASES,
  VIEWS,
  type View,
} from './router/router'
export { assertSentCalls, canUseUniversalSignIn, type SentCall } from './rules/calls'
export {
  isSIWXConfig,
  type SIWXCacao,
  type SIWXConfig,
  type SIWXMessage,
  type SIWXMessageData,
  type SIWXMessageInput,
  type SIWXSession,
  type SIWXSignParams,
} from './siwx/contract'
export {
  isLegacySiweConfig,
  type LegacySiweConfig,
  type LegacySiweMessageArgs,
  type LegacySiweSession,
  mapLegacySiwe,
} from './siwx/legacy-siwe'
export type { SiwxState, SiwxStatus } from './siwx/state'
export type {
  AccountState,
  ChainState,
  ConnectedWalletInfo,
  ConnectionStatus,
  EmbeddedWalletUser,
  NamespaceState,
  NetworkState,
  StoredConnection,
  TokenBalance,
} from './state/types'
export {
  type CookieJar,
  cookieStorage,
  localStorageBackend,
  memoryStorage,
  type StorageBackend,
} from './storage/backends'
export {
  MAX_RECENT_WALLETS,
  type RecentWallet,
  STORAGE_PREFIX,
  STORAGE_VERSION,
  type StorageSchema,
} from './storage/schema'
export { createStorage, type PorticoStorage, storageKey } from './storage/storage'
export type { ThemeMode, ThemeState, ThemeVariables } from './theme/theme'
export {
  type Transaction,
  type TransactionFetcher,
  type TransactionPage,
  visibleTransactions,
} from './transactions/transactions'
