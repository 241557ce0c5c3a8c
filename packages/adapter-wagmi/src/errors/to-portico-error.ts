import { type ErrorCode, PorticoError, RPC_ERROR_CODES } from '@portico/common'

/** The first wallet / JSON-RPC code found along the cause chain (viem and wagmi wrap the wallet's error). */
export function findRpcCode(error: unknown): number | undefined {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number' && code in RPC_ERROR_CODES) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * A wallet's known code (4001, 4902…) becomes its catalogue entry; anything else (garbage answers, network
 * failures) becomes `fallback`, with the original kept as `cause`.
 */
export function toPorticoError(error: unknown, fallback: ErrorCode): PorticoError {
  if (error instanceof PorticoError) return error
  const rpcCode = findRpcCode(error)
  if (rpcCode !== undefined) {
    return new PorticoError(RPC_ERROR_CODES[rpcCode as keyof typeof RPC_ERROR_CODES], { cause: error, rpcCode })
  }
  return new PorticoError(fallback, { cause: error })
}
