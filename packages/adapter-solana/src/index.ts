// Solana adapter on wallet-adapter and Wallet Standard.
export {
  createSolanaAdapter,
  type SolanaAdapter as SolanaAdapterInstance,
  type SolanaAdapterOptions,
} from './adapter/create-solana-adapter'
export { checkedSignature, type RequestProvider, signMessageByRequest } from './adapter/sign-message'
export { SolanaAdapter, type SolanaAdapterClassOptions } from './adapter/solana-adapter-class'
export type { SolanaTokenInfo } from './balance/balances'
export { endpointsOf, walletChainOf } from './networks/chains'
export type { TransferRequest } from './transactions/build'
