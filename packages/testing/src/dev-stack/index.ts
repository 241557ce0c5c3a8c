export { runCli } from './cli'
export {
  type BundlerPieceOptions,
  DEV_BUNDLER_EXECUTOR,
  DEV_BUNDLER_EXECUTOR_KEY,
  DEV_BUNDLER_UTILITY,
  DEV_BUNDLER_UTILITY_KEY,
  startBundler,
} from './pieces/bundler'
export { DEFAULT_LAB_ROOT } from './pieces/lab'
export { DEV_PAYMASTER_SIGNER, DEV_PAYMASTER_SIGNER_KEY, DEV_SPONSORED_PROJECTS } from './pieces/paymaster'
export { DEV_RELAY_REFUSALS, DEV_RELAY_REFUSED_PROJECTS } from './pieces/relay-refusals'
export { type SecureSitePieceOptions, startSecureSitePiece } from './pieces/secure-site'
export { PortInUseError } from './ports'
export { type PreparedDevStack, prepareDevStack } from './prepare'
export { isProcessAlive } from './process/alive'
export { startDevStack } from './start-dev-stack'
export {
  DEV_CHAIN_IDS,
  type DevChainId,
  type DevEvmUrls,
  type DevSolanaUrls,
  type DevStack,
  type DevStackOptions,
  type DevStackPorts,
  type DevStackUrls,
  type StackEnv,
} from './types'
