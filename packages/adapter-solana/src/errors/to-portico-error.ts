import { type ErrorCode, PorticoError, RPC_ERROR_CODES } from '@portico/common'

/**
 * The first wallet / JSON-RPC code along the chain of wrapped errors. wallet-adapter wraps a wallet's error as
 * `.error`, web3.js and others as `.cause`.
 */
export function findRpcCode(error: unknown): number | undefined {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number' && code in RPC_ERROR_CODES) return code
    const inner = current as { error?: unknown; cause?: unknown }
    current = inner.error ?? inner.cause
  }
  return undefined
}

/** Wallets that throw without a code still say so in words (wallet-adapter keeps the wallet's message). */
const REJECTION_TEXT = /user rejected|rejected the request|user denied|declined/i

/**
 * A wallet's known code (4001…) becomes its catalogue entry, a rejection in words becomes USER_REJECTED; anything
 * else (garbage answers, a wallet that went away, network failures) becomes `fallback`, the original kept as cause.
 */
export function toPorticoError(error: unknown, fallback: ErrorCode): PorticoError {
  if (error instanceof PorticoError) return error
  const rpcCode = findRpcCode(error)
  if (rpcCode !== undefined) {
    return new PorticoError(RPC_ERROR_CODES[rpcCode as keyof typeof RPC_ERROR_CODES], { cause: error, rpcCode })
  }
  if (error instanceof Error && REJECTION_TEXT.test(error.message)) {
    return new PorticoError('USER_REJECTED', { cause: error, rpcCode: 4001 })
  }
  return new PorticoError(fallback, { cause: error })
}
