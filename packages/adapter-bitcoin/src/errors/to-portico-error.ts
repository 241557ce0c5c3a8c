import { type ErrorCode, PorticoError, RPC_ERROR_CODES } from '@portico/common'

/** sats-connect's own code for "the user said no" (its RpcErrorCode.USER_REJECTED). */
export const SATS_USER_REJECTED = -32000

function codeOf(error: unknown): number | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return typeof code === 'number' ? code : undefined
}

/** A wallet's refusal or failure as a catalogue error (§8); anything unknown becomes `fallback`, cause kept. */
export function toPorticoError(error: unknown, fallback: ErrorCode): PorticoError {
  if (error instanceof PorticoError) return error
  const code = codeOf(error)
  if (code === SATS_USER_REJECTED || code === 4001)
    return new PorticoError('USER_REJECTED', { cause: error, rpcCode: 4001 })
  if (code !== undefined && code in RPC_ERROR_CODES) {
    return new PorticoError(RPC_ERROR_CODES[code as keyof typeof RPC_ERROR_CODES], { cause: error, rpcCode: code })
  }
  return new PorticoError(fallback, { cause: error })
}

/** A wallet answered something no wallet should: a clear error, with what it said as the cause. */
export function garbage(what: string, answer: unknown): PorticoError {
  return new PorticoError('SOMETHING_WENT_WRONG', {
    cause: Object.assign(new Error(`The Bitcoin wallet answered ${what} with an invalid value`), { answer }),
  })
}

/** The wallet vanished from the page (extension removed or disabled). */
export function walletGone(): PorticoError {
  return new PorticoError('DISCONNECTED', { rpcCode: 4900 })
}
