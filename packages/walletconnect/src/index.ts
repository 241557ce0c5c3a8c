// WalletConnect on the universal provider: a lazily loaded pairing client, a wagmi connector for adapter-wagmi and
// an adapter for namespaces reached only through WalletConnect.
export {
  createWalletConnectAdapter,
  WALLETCONNECT_ADAPTER_CONNECTOR_ID,
  type WalletConnectAdapter,
  type WalletConnectAdapterOptions,
} from './adapter/create-adapter'
export { signatureOf, signMessageRequest } from './adapter/sign-request'
// relayTransactions itself is the '/transactions' entry (see tsdown.config.ts).
export type { RelayAccount, RelayTransactions } from './adapter/transactions'
export {
  createWalletConnectClient,
  DEFAULT_PAIRING_EXPIRY_SECONDS,
  type WalletConnectClient,
} from './client/create-client'
export type { ClientEvents } from './client/events'
export { accountsOn, DEFAULT_METHODS, proposalNamespaces, summarize } from './client/namespaces'
export { hasStoredWalletConnectSession } from './client/session-marker'
export type {
  DappMetadata,
  PairingState,
  PairingStatus,
  PeerWallet,
  ProviderLike,
  RawSession,
  SessionNamespace,
  SessionSummary,
  WalletConnectOptions,
} from './client/types'
export { isIosSafari, isTelegram, reusesPairing } from './platform/platform'
export { addWalletConnectToWagmi } from './wagmi/add-to-config'
export { WALLETCONNECT_CONNECTOR_ID, walletConnectConnector } from './wagmi/connector'
export type { WalletConnectEip1193 } from './wagmi/eip1193'
