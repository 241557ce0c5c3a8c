// `@portico/core/internal`: helpers only the modal's own code (scaffold) uses. Not a public API: names and shapes
// here change without notice; apps use the main entry.
export {
  BROWSER_WALLET_NAME,
  type ConnectorGroups,
  groupConnectors,
  isBrowserWalletHidden,
  isExcluded,
  orderConnectorGroups,
  type WalletEntry,
} from './connectors/connectors'
export { socialLoginSucceeded } from './events/social-login'
export {
  isSendNamespace,
  SEND_NAMESPACES,
  type SendNamespace,
  WALLET_FEATURE_VIEWS,
  walletFeatures,
} from './features/wallet-features'
export { SHAKE_MS } from './modal/modal'
export { connectMethodOrder, type OpenContext, resolveCloseView, resolveOpenView } from './modal/open-rules'
export { isMobileDevice } from './options/is-mobile'
export { isValidName, NAME_MIN_LENGTH } from './rules/names'
