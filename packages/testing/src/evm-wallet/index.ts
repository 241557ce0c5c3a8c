export { DEFAULT_GARBAGE, type EvmWalletBehaviour, GARBAGE_ANSWERS, type WalletBehaviour } from './behaviour'
export {
  type EvmRequest,
  EvmTestWallet,
  type EvmTestWalletOptions,
  type EvmWalletChain,
  type WalletEvent,
} from './evm-test-wallet'
export { type InjectedWalletInfo, inPageProviderScript } from './in-page-provider'
export { type InjectOptions, injectEvmWallet, type PageLike, testWalletIcon } from './inject'
export { ProviderRpcError } from './provider-error'
