import type { FeatureErrorCode } from './feature-errors'

// The §8 catalogue, part one: every failure an app can meet from its first render (validation, connecting, wallets,
// JSON-RPC), with its text. The codes that only features loaded on demand throw (the service, names, swaps, email and
// social login) and their texts are `@portico/common/errors` (feature-errors.ts): a text in this table is in every
// app's initial JS, since PorticoError looks texts up by code. `{name}` placeholders are filled from the params passed
// to PorticoError. The texts are the spec's; do not reword them, tests compare them exactly.
export const CORE_ERROR_MESSAGES = {
  // Validation (§5)
  INVALID_CAIP_NETWORK_ID: 'Invalid CAIP network id: {value}',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP address: {value}',
  INVALID_ADDRESS: 'Invalid {namespace} address: {value}',
  INVALID_NUMBER: 'Invalid number: {value}',
  SIWE_AND_SIWX: 'Cannot set both `siweConfig` and `siwx` options',
  ADAPTER_FOR_NAMESPACE_MISSING: "Adapter for namespace {namespace} doesn't exist",
  TRANSACTIONS_NEED_ADDRESS: "Transactions can't be fetched without an accountAddress",
  INVALID_CHAIN_ID: 'Invalid chainId',
  ORIGIN_NOT_ALLOWED: 'Origin not allowed',
  ALLOWED_ORIGINS_MISSING: 'Allowed origins are missing',
  INVALID_CALL_TARGET: 'Call target must start with 0x',
  INVALID_CALL_DATA: 'Call data must start with 0x',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  SIWX_NO_ADDRESS: 'No active address for SIWX',
  SIWX_NO_NETWORK: 'No active network for SIWX',
  SIWX_NO_CLIENT: 'No client for SIWX',
  INVALID_OPTIONS: 'Invalid options: {reason}',
  // Other (§8)
  CONNECTION_REJECTED: 'Connection rejected',
  FAILED_TO_CONNECT: 'Failed to connect',
  NO_CONNECTOR_FOR_CONNECTION: 'No connector found for connection',
  INVALID_CONNECTION_STATUS: 'Invalid connection status',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  DISCONNECT_CHAINS_FAILED: 'Failed to disconnect chains: {reason}',
  NETWORK_UNREACHABLE: 'Unable to reach the network at {url}',
  SIGN_MESSAGE_FAILED: 'WagmiAdapter:signMessage - Sign message failed',
  CONNECTOR_UNDEFINED: 'connectionControllerClient:connectExternal - connector is undefined',
  WALLETCONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  CONNECTOR_CHAINS_UNSUPPORTED: 'The connector does not support any of the requested chains',
  UNSUPPORTED_NAMESPACE: 'Unsupported chain namespace: {namespace}',
  CAPABILITY_NOT_SUPPORTED: 'The {namespace} adapter does not support {capability}',
  // User messages (§8)
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  TRANSACTIONS_FETCH_FAILED: 'Failed to fetch transactions',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  SIGNATURE_DECLINED: 'Signature declined',
  // JSON-RPC 2.0 and EIP-1474 (§8)
  RPC_PARSE_ERROR: 'Parse error',
  RPC_INVALID_REQUEST: 'Invalid request',
  RPC_METHOD_NOT_FOUND: 'Method not found',
  RPC_INVALID_PARAMS: 'Invalid params',
  RPC_INTERNAL_ERROR: 'Internal error',
  RPC_INVALID_INPUT: 'Invalid input',
  RPC_RESOURCE_NOT_FOUND: 'Resource not found',
  RPC_RESOURCE_UNAVAILABLE: 'Resource unavailable',
  RPC_TRANSACTION_REJECTED: 'Transaction rejected',
  RPC_METHOD_NOT_SUPPORTED: 'Method not supported',
  RPC_LIMIT_EXCEEDED: 'Request limit exceeded',
  RPC_VERSION_NOT_SUPPORTED: 'JSON-RPC version not supported',
  // EIP-1193 (§8)
  USER_REJECTED: 'User rejected the request',
  UNAUTHORIZED: 'Unauthorized',
  UNSUPPORTED_METHOD: 'Unsupported method',
  DISCONNECTED: 'Disconnected',
  CHAIN_DISCONNECTED: 'Chain disconnected',
  UNRECOGNIZED_CHAIN: 'Unrecognized chain, add it to the wallet first',
  // EIP-5792 (§8)
  UNSUPPORTED_CAPABILITY: 'Unsupported non-optional capability',
  UNSUPPORTED_CHAIN_ID: 'Unsupported chain id',
  DUPLICATE_CALLS_ID: 'Duplicate calls id',
  UNKNOWN_CALLS_ID: 'Unknown calls id',
  CALLS_TOO_LARGE: 'Calls batch too large',
  ATOMIC_UPGRADE_REJECTED: 'Upgrade to atomic execution rejected',
  ATOMICITY_NOT_SUPPORTED: 'Atomicity not supported',
  UNKNOWN_RPC_ERROR: 'RPC error {rpcCode}: {reason}',
} as const

/** The codes PorticoError's constructor takes: their texts are always at hand. */
export type CoreErrorCode = keyof typeof CORE_ERROR_MESSAGES

/** Every code of the catalogue. */
export type ErrorCode = CoreErrorCode | FeatureErrorCode

// Numeric wallet / JSON-RPC codes and the catalogue entry each one becomes.
export const RPC_ERROR_CODES = {
  [-32700]: 'RPC_PARSE_ERROR',
  [-32600]: 'RPC_INVALID_REQUEST',
  [-32601]: 'RPC_METHOD_NOT_FOUND',
  [-32602]: 'RPC_INVALID_PARAMS',
  [-32603]: 'RPC_INTERNAL_ERROR',
  [-32000]: 'RPC_INVALID_INPUT',
  [-32001]: 'RPC_RESOURCE_NOT_FOUND',
  [-32002]: 'RPC_RESOURCE_UNAVAILABLE',
  [-32003]: 'RPC_TRANSACTION_REJECTED',
  [-32004]: 'RPC_METHOD_NOT_SUPPORTED',
  [-32005]: 'RPC_LIMIT_EXCEEDED',
  [-32006]: 'RPC_VERSION_NOT_SUPPORTED',
  4001: 'USER_REJECTED',
  4100: 'UNAUTHORIZED',
  4200: 'UNSUPPORTED_METHOD',
  4900: 'DISCONNECTED',
  4901: 'CHAIN_DISCONNECTED',
  4902: 'UNRECOGNIZED_CHAIN',
  5700: 'UNSUPPORTED_CAPABILITY',
  5710: 'UNSUPPORTED_CHAIN_ID',
  5720: 'DUPLICATE_CALLS_ID',
  5730: 'UNKNOWN_CALLS_ID',
  5740: 'CALLS_TOO_LARGE',
  5750: 'ATOMIC_UPGRADE_REJECTED',
  5760: 'ATOMICITY_NOT_SUPPORTED',
} as const satisfies Record<number, CoreErrorCode>

export type RpcErrorCode = keyof typeof RPC_ERROR_CODES
