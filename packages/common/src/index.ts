// CAIP ids and addresses, network definitions, formatting, unit parsing and the error catalogue. Imports nothing of
// ours and has no side effects at import. Checksum-level address checks are in './address' (subpath
// '@portico/common/address') so that apps and core do not pay for hashing code they do not use; the TTL cache is
// '@portico/common/cache'.
export { isAddressShape } from './address/shape'
export { EVENT_NAMES, type EventName } from './analytics/events'
export {
  type CaipAddress,
  type CaipNetworkId,
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip/caip'
export { CHAIN_NAMESPACES, type ChainNamespace, isChainNamespace } from './caip/namespaces'
export { expireCookie, readCookie, serializeCookie } from './cookie/cookie'
export {
  ALERT_VARIANTS,
  type AlertKey,
  type AlertVariant,
  alertForUniversalProviderError,
} from './errors/alerts'
export {
  CORE_ERROR_MESSAGES,
  type CoreErrorCode,
  type ErrorCode,
  RPC_ERROR_CODES,
  type RpcErrorCode,
} from './errors/codes'
export type { FeatureErrorCode } from './errors/feature-errors'
export {
  describeValue,
  type ErrorParams,
  isPorticoError,
  PorticoError,
  type PorticoErrorOptions,
} from './errors/portico-error'
export {
  assertNamespace,
  findRpcCode,
  fromRpcError,
  isUserRejection,
  REJECTION_TEXT,
  toPorticoError,
  type WalletErrorOptions,
} from './errors/wallet-error'
export { formatRelativeTime, formatShortDate } from './format/date'
export { formatNumber, formatQuantity, NUMBER_DECIMALS, QUANTITY_DECIMALS } from './format/number'
export { fillTemplate, type TemplateValues } from './format/template'
export {
  EMAIL_DISPLAY_MAX,
  formatDiscordUsername,
  formatEmail,
  type TruncateOptions,
  truncateAddress,
} from './format/text'
export {
  type BlockExplorer,
  type CaipNetwork,
  defineNetwork,
  findNetwork,
  type NativeCurrency,
  type NetworkDefinition,
  networkName,
  type RpcUrls,
  UNKNOWN_NETWORK_NAME,
  withRpcUrl,
} from './networks/define'
export { type NetworkLike, toCaipNetwork, toCaipNetworks } from './networks/normalize'
export { chainIdFromCoinType, coinTypeFromChainId } from './rules/coin-type'
export { assertOriginAllowed, isOriginAllowed } from './rules/origins'
export { createStore, type Store } from './store/store'
export { formatUnits, parseUnits } from './units/convert'
export { GAS_MARGIN_PERCENT, withGasMargin } from './units/gas'
export { isNumericString, toSendValue } from './units/units'
