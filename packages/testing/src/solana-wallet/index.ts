export { testWalletIcon } from '../evm-wallet/inject'
export { SOLANA_DEV_TOKEN } from '../solana-rpc/dev-token'
export { SOLANA_CHAINS, type SolanaChain, type SolanaWalletMethod } from './chains'
export { type InPageSolanaWalletInfo, inPageSolanaWalletScript } from './in-page-wallet'
export { type InjectSolanaOptions, injectSolanaWallet } from './inject'
export {
  type SolanaAccountInfo,
  type SolanaSendOptions,
  SolanaTestWallet,
  type SolanaTestWalletOptions,
  SolanaWalletError,
  type SolanaWalletEvent,
  type SolanaWalletRequest,
  solanaUserRejected,
} from './solana-test-wallet'
export { createStandardWallet, registerStandardWallet, type SolanaWalletInfo } from './standard-wallet'
