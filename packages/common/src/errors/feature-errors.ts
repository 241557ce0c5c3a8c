import { PorticoError, type PorticoErrorOptions } from './portico-error'

// The §8 catalogue, part two: the codes only code loaded on demand throws (the service and what it serves, email and
// social login, EVM wallet calls, WalletConnect's client) and those nothing throws, with their texts. Their own
// module (the package's '/errors' entry), so no app's initial JS carries them: the chunks that throw them fetch it.
// Thrown through featureError (or asFallback with toPorticoError), which hands PorticoError the text.
export const FEATURE_ERROR_MESSAGES = {
  // Requests to the Portico service (§7; an unreachable one is NETWORK_UNREACHABLE). The HTTP text is §7's.
  API_NOT_CONFIGURED: 'apiUrl is not configured',
  PROJECT_ID_REQUIRED: 'Project ID Not Configured',
  HTTP_ERROR: 'HTTP status code: {status}',
  INVALID_RESPONSE: 'Invalid response from {path}: {reason}',
  REQUEST_TIMEOUT: '{path} timed out after {timeoutMs} ms',
  RATE_LIMITED: 'Rate limited',
  SERVER_ERROR: 'Server error: {message}',
  REQUEST_ABORTED: 'Request was aborted',
  // What the service serves: names, swaps, gas price, token balances (§5, §8)
  INVALID_NAME: 'Name must be at least 4 characters of letters, digits or hyphen',
  NAME_RESOLUTION_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  NAME_REGISTRATION_FAILED: 'Error registering name',
  SWAPS_NETWORK_UNSUPPORTED: 'Network not supported for Swaps',
  GAS_PRICE_NETWORK_UNSUPPORTED: 'Network not supported for Gas Price',
  CAIP_NETWORK_NOT_FOUND: 'CaipNetwork not found',
  // Email and social login, the embedded wallet (§8)
  POPUP_CLOSED: 'Popup closed',
  SOCIAL_CONNECTION_FAILED: 'Failed to initiate social connection',
  FARCASTER_CONNECTION_FAILED: 'Failed to connect to farcaster',
  NO_AUTH_CONNECTOR: 'No auth connector found',
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL: 'Not connected to email or social',
  EMAIL_LOGIN_LOAD_FAILED: 'Unable to load email login dependency',
  FRAME_NOT_SET: 'W3mFrame iframe is not set',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
  EMAIL_THROTTLED: 'Please try again after {seconds} seconds',
  // EVM wallet calls loaded on demand: EIP-5792 batches, capabilities, permissions, gas, adding a chain (§8)
  AN_ERROR_OCCURRED: 'An error occurred',
  ESTIMATE_GAS_FAILED: 'WagmiAdapter:estimateGas - error estimating gas',
  WALLET_CAPABILITIES_PARSE_FAILED: 'Error parsing wallet capabilities',
  CHAIN_ID_NOT_FOUND: 'ChainId not found in provider',
  // WalletConnect's client (loaded on demand): a pairing dropped because the user closed the modal
  MODAL_CLOSED: 'Modal closed',
  // Codes of §8 that nothing in Portico throws today: here rather than in every app's initial JS.
  INVALID_NAMESPACE: 'Invalid chain namespace: {value}',
  UNIVERSAL_SIGN_IN_EVM_ONLY: 'Universal sign-in is only available when all chains are EVM',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
} as const

export type FeatureErrorCode = keyof typeof FEATURE_ERROR_MESSAGES

/** A PorticoError of a feature's code, with its catalogue text. */
export function featureError(code: FeatureErrorCode, options?: PorticoErrorOptions): PorticoError {
  return new PorticoError(code, options, FEATURE_ERROR_MESSAGES[code])
}

/**
 * A feature code as toPorticoError's fallback (`@portico/common`): `toPorticoError(error, asFallback('AN_ERROR_OCCURRED'))`.
 * A refusal or a known wallet code still wins over it.
 */
export const asFallback =
  (code: FeatureErrorCode) =>
  (cause: unknown): PorticoError =>
    featureError(code, { cause })
