import { fillTemplate } from '../format/template'
import { CORE_ERROR_MESSAGES, type CoreErrorCode, type ErrorCode } from './codes'

export type ErrorParams = Record<string, string | number>

export interface PorticoErrorOptions {
  cause?: unknown
  params?: ErrorParams
  /** The numeric JSON-RPC / EIP-1193 / EIP-5792 code when the error came from a wallet or node. */
  rpcCode?: number
}

/** String(value) that cannot throw (objects may carry a hostile toString): used for error texts. */
export function describeValue(value: unknown): string {
  try {
    return String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}

/** The one error type Portico throws. `code` is stable and safe to branch on; `message` is the catalogue text. */
export class PorticoError extends Error {
  override readonly name = 'PorticoError'
  readonly code: ErrorCode
  readonly rpcCode: number | undefined
  /** The values the message was filled from (an HTTP status, a retry time…), for code that branches on them. */
  readonly params: Readonly<ErrorParams>

  constructor(code: CoreErrorCode, options?: PorticoErrorOptions)
  /** A code of `@portico/common/errors` with its text: what its `featureError` does. */
  constructor(code: ErrorCode, options: PorticoErrorOptions | undefined, text: string)
  constructor(
    code: ErrorCode,
    options: PorticoErrorOptions = {},
    text: string = CORE_ERROR_MESSAGES[code as CoreErrorCode],
  ) {
    super(fillTemplate(text, options.params), options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.rpcCode = options.rpcCode
    this.params = options.params ?? {}
  }
}

export function isPorticoError(value: unknown, code?: ErrorCode): value is PorticoError {
  return value instanceof PorticoError && (code === undefined || value.code === code)
}
