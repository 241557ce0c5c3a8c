import { ProviderRpcError } from '../adapter/rpc-error'

// ERC-7677 on the wallet side (lazy, with the smart account): which paymaster a request names, and how a refusal
// reads for the app.

/** EIP-1474 "transaction rejected", the code apps/api's paymaster refuses with. */
export const SPONSORSHIP_REFUSED = -32003

export interface PaymasterServiceCapability {
  url: string
  context?: Record<string, unknown>
}

/**
 * `capabilities.paymasterService` of an EIP-5792 `wallet_sendCalls` (ERC-7677): the app's own paymaster URL, and the
 * context to hand it. Undefined when the app names none; an unusable one is an invalid-params error.
 */
export function paymasterCapability(capabilities: unknown): PaymasterServiceCapability | undefined {
  const raw = (capabilities as { paymasterService?: unknown } | null | undefined)?.paymasterService
  if (raw === undefined || raw === null) return undefined
  const { url, context } = raw as { url?: unknown; context?: unknown }
  if (typeof url !== 'string' || !/^https?:\/\//.test(url))
    throw new ProviderRpcError(-32602, 'capabilities.paymasterService.url must be an http(s) URL')
  return {
    url,
    ...(context !== null && typeof context === 'object' ? { context: context as Record<string, unknown> } : {}),
  }
}

/**
 * A paymaster's refusal somewhere in a send's error chain (viem wraps the JSON-RPC error the service answered, whose
 * `data.error` is apps/api's stable code): one error that says sponsorship was refused and why. Undefined otherwise.
 */
export function sponsorshipRefusal(error: unknown): ProviderRpcError | undefined {
  for (let e: unknown = error, depth = 0; e !== null && typeof e === 'object' && depth < 10; depth++) {
    const { code, data, details, cause } = e as {
      code?: unknown
      data?: { error?: unknown }
      details?: unknown
      cause?: unknown
    }
    if (code === SPONSORSHIP_REFUSED && typeof data?.error === 'string' && typeof details === 'string')
      return new ProviderRpcError(SPONSORSHIP_REFUSED, `Sponsorship refused (${data.error}): ${details}`)
    e = cause
  }
  return undefined
}
