// EVM adapter on wagmi and viem: wagmi's config is the EVM wallet state, mirrored into core in one direction.
export type { TransactionResult } from './adapter/capabilities'
export {
  createWagmiAdapter,
  type WagmiAdapter as WagmiAdapterInstance,
  type WagmiAdapterOptions,
} from './adapter/create-wagmi-adapter'
export { RECEIPT_TIMEOUT_MS } from './adapter/receipt'
export type { SendCallsResult } from './adapter/send-calls'
export { WagmiAdapter, type WagmiAdapterClassOptions } from './adapter/wagmi-adapter-class'
export { isWalletAsset, isWalletAssets, type WalletAsset, type WalletAssets } from './assets/assets'
export { BALANCE_CACHE_MS } from './balance/balance-cache'
export { type BuildConfigOptions, buildWagmiConfig, type WagmiConfigSettings } from './config/create-config'
export { INJECTED_CONNECTOR_ID, toCoreConnectors } from './connectors/to-connectors'
export { addChainParameter, toChain, toChains } from './networks/chains'
export {
  type ApiRoute,
  createApiRoute,
  parseSupportedChains,
  SUPPORTED_CHAINS_RETRY_MS,
  SUPPORTED_CHAINS_TIMEOUT_MS,
} from './transports/api-route'
export * from './transports/settings'
export {
  type BlockchainApiRpc,
  blockchainApiRpcUrl,
  createRoutedTransports,
  createTransport,
  createTransports,
  routedTransport,
  rpcUrlsFor,
  type TransportOptions,
} from './transports/transports'
