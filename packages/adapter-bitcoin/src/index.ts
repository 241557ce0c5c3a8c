// Bitcoin adapter on bitcoinjs-lib: sats-connect providers and Wallet Standard bitcoin wallets, payment and ordinal
// accounts, BIP-322 / legacy message signing, PSBT signing and transfers.
export { BitcoinAdapter, type BitcoinAdapterClassOptions } from './adapter/bitcoin-adapter-class'
export {
  type BitcoinAdapter as BitcoinAdapterInstance,
  type BitcoinAdapterOptions,
  createBitcoinAdapter,
  DEFAULT_ACCOUNT_TYPE,
  type SendTransferParams,
  type SignPsbtParams,
} from './adapter/create-bitcoin-adapter'
export { esploraBalance, type FetchLike } from './balance/balance'
export { BITCOIN_WALLET_ERRORS, SATS_USER_REJECTED } from './errors/to-portico-error'
export {
  BITCOIN_NETWORKS,
  type BitcoinNetworkName,
  networkNameOf,
  networkOfAddress,
} from './networks/networks'
export { isBitcoinAddress, isTaprootAddress } from './validate/address'
export { discoverSatsProviders, type SatsProviderInfo } from './wallets/sats-connect'
export type { BitcoinAccount, BitcoinWallet, MessageProtocol } from './wallets/types'
export { BITCOIN_CONNECT, discoverStandardWallets } from './wallets/wallet-standard'
