export { polkadotInPageScript } from './in-page'
export { injectPolkadotWallet, type PolkadotInjectOptions } from './inject'
export {
  CANCELLED,
  type InjectedAccountInfo,
  POLKADOT_GARBAGE,
  type PolkadotRequest,
  PolkadotTestWallet,
  type PolkadotTestWalletOptions,
  type PolkadotWalletEvent,
} from './polkadot-test-wallet'
