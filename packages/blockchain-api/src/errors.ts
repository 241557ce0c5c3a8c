// A small error type of our own until @portico/common's PorticoError lands; `code` keeps callers independent of
// the message text, and the message of an HTTP failure is the exact text §7 prescribes.
export type BlockchainApiErrorCode =
  | 'HTTP_ERROR'
  | 'INVALID_RESPONSE'
  | 'ABORTED'
  | 'NETWORK_ERROR'
  | 'RATE_LIMITED'
  | 'SERVER_ERROR'
  | 'TOKEN_BALANCE_UNAVAILABLE'
  | 'INVALID_ARGUMENT'
  /** A write skipped because the active network is not supported (§7); no request went out. */
  | 'UNSUPPORTED_NETWORK'

export interface BlockchainApiErrorOptions {
  status?: number
  cause?: unknown
  /** When a call may be tried again (token balance back-off). */
  retryAt?: number
  /** The JSON body of a non-ok response, when it had one: the service says there what was wrong. */
  body?: unknown
}

export class BlockchainApiError extends Error {
  readonly code: BlockchainApiErrorCode
  readonly status?: number
  readonly retryAt?: number
  readonly body?: unknown

  constructor(code: BlockchainApiErrorCode, message: string, options: BlockchainApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'BlockchainApiError'
    this.code = code
    this.status = options.status
    this.retryAt = options.retryAt
    this.body = options.body
  }
}

export function isBlockchainApiError(value: unknown, code?: BlockchainApiErrorCode): value is BlockchainApiError {
  return value instanceof BlockchainApiError && (code === undefined || value.code === code)
}
