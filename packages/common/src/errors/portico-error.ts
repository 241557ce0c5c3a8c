import { ERROR_MESSAGES, type ErrorCode, RPC_ERROR_CODES, type RpcErrorCode } from './codes'

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

function fill(template: string, params: ErrorParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
}

/** The one error type Portico throws. `code` is stable and safe to branch on; `message` is the catalogue text. */
export class PorticoError extends Error {
  override readonly name = 'PorticoError'
  readonly code: ErrorCode
  readonly rpcCode: number | undefined
  /** The values the message was filled from (an HTTP status, a retry time…), for code that branches on them. */
  readonly params: Readonly<ErrorParams>

  constructor(code: ErrorCode, options: PorticoErrorOptions = {}) {
    super(
      fill(ERROR_MESSAGES[code], options.params),
      options.cause === undefined ? undefined : { cause: options.cause },
    )
    this.code = code
    this.rpcCode = options.rpcCode
    this.params = options.params ?? {}
  }
}

export function isPorticoError(value: unknown, code?: ErrorCode): value is PorticoError {
  return value instanceof PorticoError && (code === undefined || value.code === code)
}

function readRpcCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { code?: unknown }).code
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined
}

/** Turns whatever a wallet or node threw into a PorticoError, keeping the original as `cause`. */
export function fromRpcError(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error
  const rpcCode = readRpcCode(error)
  const known = rpcCode === undefined ? undefined : RPC_ERROR_CODES[rpcCode as RpcErrorCode]
  if (known) return new PorticoError(known, { cause: error, rpcCode })
  const reason =
    error instanceof Error ? error.message : describeValue((error as { message?: unknown })?.message ?? error)
  return new PorticoError('UNKNOWN_RPC_ERROR', {
    cause: error,
    rpcCode,
    params: { rpcCode: rpcCode ?? 'none', reason },
  })
}

/**
 * User rejections are not failures of the product: they are never reported to analytics and never retried. A wallet
 * that declines the connection without an RPC code (a Polkadot extension's refused authorization) is one too.
 */
export function isUserRejection(error: unknown): boolean {
  if (readRpcCode(error) === 4001) return true
  return error instanceof PorticoError && (error.code === 'USER_REJECTED' || error.code === 'CONNECTION_REJECTED')
}
