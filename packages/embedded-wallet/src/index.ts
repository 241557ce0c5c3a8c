// Host side of the embedded (email/social) wallet, as an app uses it: `createEmbeddedWallet` gives the two adapters
// for createAppKit (`createEmbeddedSolanaWallet` the Solana one alone, beside an app's own EVM adapter). The entry
// holds only their stand-in (src/adapter/lazy-wallet.ts); the adapters, the frame messenger and its schemas load on
// first need, so an app with email login keeps its initial JS (issue 16). The frame protocol itself is
// `@portico/embedded-wallet/protocol`.
export {
  createEmbeddedSolanaWallet,
  createEmbeddedWallet,
  type EmbeddedSolanaWallet,
  type EmbeddedWallet,
} from './adapter/lazy-wallet'
export type { EmbeddedSessionOptions } from './adapter/session'
export type { AuthUserEvent, EmbeddedWalletOptions } from './adapter/wallet-base'
export type {
  Connected,
  EmbeddedAccounts,
  EmbeddedUser,
  RequestPayload,
  RequestResult,
  RequestType,
  SocialProvider,
} from './messages/schemas'
export type { EmbeddedWalletErrorCode } from './messenger/errors'
export type { MessengerLog } from './messenger/frame-messenger'
export type { AccountTypeChoice, SafeAddresses, SmartAccountOptions } from './smart/options'
