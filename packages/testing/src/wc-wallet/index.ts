export { BITCOIN_EVENTS, BITCOIN_METHODS, WcBitcoinAccount, type WcBitcoinOptions } from './bitcoin-account'
export { MemoryKeyValueStorage } from './memory-storage'
export { approvedNamespaces, caipAccounts, EIP155_EVENTS, EIP155_METHODS } from './namespaces'
export { type AuthenticateRequest, SessionAuthenticator } from './session-authenticate'
export { SOLANA_EVENTS, SOLANA_METHODS, WcSolanaAccount, type WcSolanaOptions } from './solana-account'
export { type RunningWalletPage, startWalletPage, type WalletPageOptions } from './wallet-page'
export {
  type HandledRequest,
  type ProposalBehaviour,
  WcTestWallet,
  type WcTestWalletOptions,
} from './wc-test-wallet'
