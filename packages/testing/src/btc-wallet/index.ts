export {
  BTC_GARBAGE,
  type BtcRequest,
  BtcTestWallet,
  type BtcTestWalletOptions,
  type BtcWalletAccount,
  type BtcWalletEvent,
  type Utxo,
} from './btc-test-wallet'
export { type BtcInjectedInfo, type BtcInjectFaces, btcInPageScript } from './in-page'
export { type BtcInjectOptions, injectBtcWallet } from './inject'
export type { BtcNetworkName } from './keys'
export { psbtInputSignedValidly } from './signer'
