import { type ErrorCode, PorticoError, RPC_ERROR_CODES } from '@portico/common'

// polkadot{.js}-style extensions reject with plain Errors: 'Cancelled' for a declined signature, 'Rejected' for a
// declined authorization. Some wallets add an EIP-1193 style code; both are read.
const REFUSAL = /cancel|reject|denied|declined/i

export function isRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code
  const message = (error as { message?: unknown })?.message
  return code === 4001 || (typeof message === 'string' && REFUSAL.test(message))
}

/** A wallet failure as a catalogue error (§8), the original kept as `cause`. */
export function toPorticoError(error: unknown, fallback: ErrorCode): PorticoError {
  if (error instanceof PorticoError) return error
  if (isRefusal(error)) return new PorticoError('USER_REJECTED', { cause: error, rpcCode: 4001 })
  const code = (error as { code?: unknown })?.code
  if (typeof code === 'number' && code in RPC_ERROR_CODES) {
    return new PorticoError(RPC_ERROR_CODES[code as keyof typeof RPC_ERROR_CODES], { cause: error, rpcCode: code })
  }
  return new PorticoError(fallback, { cause: error })
}

/** The extension answered something no extension should. */
export function garbage(what: string, answer: unknown): PorticoError {
  return new PorticoError('SOMETHING_WENT_WRONG', {
    cause: Object.assign(new Error(`The Polkadot extension answered ${what} with an invalid value`), { answer }),
  })
}
