// Typed client for the blockchain API, wallet catalogue, project configuration and analytics sink.
export {
  type AnalyticsBody,
  type AnalyticsEventName,
  type AnalyticsProps,
  AnalyticsReporter,
  ERROR_REPORT_LIMIT,
} from './analytics/analytics'
export {
  filterZeroDecimals,
  parseWalletAssets,
  type WalletAsset,
  type WalletAssetsResponse,
  walletAssetsToBalances,
} from './assets/wallet-assets'
export { CACHE_TTL, type Clock, TtlCache } from './cache/ttl-cache'
export { BlockchainCalls, DEFAULT_NATIVE_BALANCE, type NativeBalance } from './client/blockchain-calls'
export { ConfigCalls, type FetchWalletsArgs, type ImageKind } from './client/config-calls'
export { type BlockchainApiClient, createBlockchainApiClient } from './client/create-client'
export { BlockchainApiError, type BlockchainApiErrorCode, isBlockchainApiError } from './errors'
export { type FetchLike, HttpClient, type HttpClientOptions, type RequestArgs } from './http/http-client'
export { buildUrl, type QueryParams, type QueryValue } from './http/query'
export { DEFAULT_ONRAMP_OPTIONS, mockOnRampQuote } from './onramp/defaults'
export { type BlockchainApiOptions, DEFAULT_API_URL } from './options'
export type { BalanceResponse, FungiblePriceResponse, TokenBalance } from './schemas/balance'
export type { GasPrice, SupportedChains } from './schemas/chains'
export { FEATURE_IDS, type FeatureConfig, type FeatureId, type Wallet, type WalletsResponse } from './schemas/config'
export type { Identity, NameRecord, NameSuggestion, RegisterNamePayload } from './schemas/identity'
export type { OnRampOptions, OnRampQuote, SmartSession } from './schemas/onramp'
export type { SwapCalldata, SwapQuote, SwapToken } from './schemas/swap'
export type { Transaction, TransactionsResponse } from './schemas/transactions'
