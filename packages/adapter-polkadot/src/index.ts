// Polkadot adapter on @polkadot/extension-dapp: injected extensions (window.injectedWeb3) enabled with the app's
// name, their sr25519/ed25519 accounts, and signRaw message signing.
export { type PolkadotAccount, toAccounts } from './accounts/accounts'
export {
  createPolkadotAdapter,
  DEFAULT_ACCOUNT_TYPE,
  type PolkadotAdapter as PolkadotAdapterInstance,
  type PolkadotAdapterOptions,
} from './adapter/create-polkadot-adapter'
export { PolkadotAdapter } from './adapter/polkadot-adapter-class'
export { freeBalanceOf, type PostJson, readBalance, systemAccountKey } from './balance/balance'
export { POLKADOT_WALLET_ERRORS } from './errors/to-portico-error'
export { ss58FormatOf } from './networks/networks'
