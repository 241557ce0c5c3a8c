import { CORE_ERROR_MESSAGES } from '@portico/common'

/** An EIP-1193 error as apps read it: `code` (4001 user rejected, 4200 unsupported method, …) and `message`. */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export const userRejected = () => new ProviderRpcError(4001, CORE_ERROR_MESSAGES.USER_REJECTED)
export const unsupportedMethod = () => new ProviderRpcError(4200, CORE_ERROR_MESSAGES.UNSUPPORTED_METHOD)
export const unauthorized = () => new ProviderRpcError(4100, CORE_ERROR_MESSAGES.UNAUTHORIZED)

/** A frame failure with an EIP-1193 code keeps it; anything else passes through. */
export function asRpcError(error: unknown): unknown {
  const rpcCode = (error as { rpcCode?: unknown } | null)?.rpcCode
  return typeof rpcCode === 'number' ? new ProviderRpcError(rpcCode, (error as Error).message) : error
}
