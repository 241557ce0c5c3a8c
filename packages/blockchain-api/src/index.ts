// Typed client for the Portico service: blockchain API, wallet catalogue, project configuration and analytics sink.
// A client holds settings; every endpoint is its own function taking the client, so unused calls are not bundled.

export { type GetBalanceParams, getBalance } from './actions/account/get-balance'
export { type GetHistoryParams, getHistory } from './actions/account/get-history'
export { type GetIdentityParams, getIdentity } from './actions/account/get-identity'
export {
  DEFAULT_NATIVE_BALANCE,
  type GetNativeBalanceParams,
  getNativeBalance,
  type NativeBalance,
} from './actions/account/get-native-balance'
export { type GetNftsParams, getNfts } from './actions/account/get-nfts'
export { getTokenBalance, TOKEN_BALANCE_RETRY_MS } from './actions/account/get-token-balance'
export { type GetTokenPriceParams, getTokenPrice } from './actions/account/get-token-price'
export {
  createEventQueue,
  EVENT_BATCH_MAX,
  EVENT_FLUSH_MS,
  type EventQueue,
  type EventQueueOptions,
} from './actions/analytics/event-queue'
export { ERROR_REPORT_LIMIT, reportError } from './actions/analytics/report-error'
export {
  type AnalyticsBody,
  type AnalyticsEventName,
  type AnalyticsProps,
  type SendEventOptions,
  sendEvent,
} from './actions/analytics/send-event'
export { getSupportedChains, isNetworkSupported } from './actions/chains/get-supported-chains'
export { getAnalyticsConfig } from './actions/config/get-analytics-config'
export { getConfig } from './actions/config/get-config'
export { getOrigins, isInvalidProjectId, isUnverifiedDomain } from './actions/config/get-origins'
export { type GetWalletsParams, getWallets } from './actions/config/get-wallets'
export { getImage, type ImageKind, imageUrl } from './actions/config/image'
export { type GetNameSuggestionsParams, getNameSuggestions } from './actions/names/get-name-suggestions'
export { type LookupNameParams, lookupName } from './actions/names/lookup-name'
export { registerName } from './actions/names/register-name'
export { type ReverseLookupNameParams, reverseLookupName } from './actions/names/reverse-lookup-name'
export { type GenerateOnRampUrlParams, generateOnRampUrl } from './actions/onramp/generate-onramp-url'
export { getOnRampOptions } from './actions/onramp/get-onramp-options'
export { type GetOnRampQuoteParams, getOnRampQuote } from './actions/onramp/get-onramp-quote'
export {
  type GenerateApproveCalldataParams,
  generateApproveCalldata,
} from './actions/swap/generate-approve-calldata'
export { type GenerateSwapCalldataParams, generateSwapCalldata } from './actions/swap/generate-swap-calldata'
export { getGasPrice } from './actions/swap/get-gas-price'
export { type GetSwapAllowanceParams, getSwapAllowance } from './actions/swap/get-swap-allowance'
export { type GetSwapQuoteParams, getSwapQuote, type SwapQuoteKind } from './actions/swap/get-swap-quote'
export { getSwapTokens } from './actions/swap/get-swap-tokens'
export {
  filterZeroDecimals,
  parseWalletAssets,
  type WalletAsset,
  type WalletAssetsResponse,
  walletAssetsToBalances,
} from './assets/wallet-assets'
export {
  type ApiClient,
  type ApiClientOptions,
  CACHE_TTL,
  type CacheTtls,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  type FetchLike,
  isApiConfigured,
} from './client/create-api-client'
export type { CallArgs } from './client/request'
export { buildUrl, type QueryParams, type QueryValue } from './http/query'
export { DEFAULT_ONRAMP_OPTIONS, mockOnRampQuote } from './onramp/defaults'
export type { BalanceResponse, FungiblePriceResponse, TokenBalance } from './schemas/balance'
export type { GasPrice, SupportedChains } from './schemas/chains'
export { FEATURE_IDS, type FeatureConfig, type FeatureId, type Wallet, type WalletsResponse } from './schemas/config'
export type { Identity, NameRecord, NameSuggestion, RegisterNamePayload } from './schemas/identity'
export type { Nft, NftsResponse } from './schemas/nfts'
export type { OnRampOptions, OnRampQuote, SmartSession } from './schemas/onramp'
export type { SwapCalldata, SwapQuote, SwapToken } from './schemas/swap'
export type { Transaction, TransactionsResponse } from './schemas/transactions'
