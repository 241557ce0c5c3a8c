/** The sandbox checkout's postMessage protocol (packages/testing's onramp-sandbox page sends it). */
export const CHECKOUT_MESSAGE_TYPE = 'portico-onramp-sandbox'

export type CheckoutStatus = 'processing' | 'completed' | 'declined' | 'failed'

export interface CheckoutMessage {
  status: CheckoutStatus
  reason?: string
  purchaseAmount?: string
  currency?: string
  txHash?: string
}

const STATUSES = new Set<string>(['processing', 'completed', 'declined', 'failed'])
const optionalString = (value: unknown) => value === undefined || typeof value === 'string'

/**
 * A message from the checkout window, or undefined: it must come from the exact origin of the checkout URL and from
 * the window the modal opened, and have the protocol's shape. Anything else (another frame, another site) is ignored.
 */
export function checkoutMessageOf(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; popup: Window | null },
): CheckoutMessage | undefined {
  if (event.origin !== expected.origin) return undefined
  if (expected.popup && event.source !== expected.popup) return undefined
  const data: unknown = event.data
  if (typeof data !== 'object' || data === null) return undefined
  const record = data as Record<string, unknown>
  if (record.type !== CHECKOUT_MESSAGE_TYPE || typeof record.status !== 'string' || !STATUSES.has(record.status))
    return undefined
  const { reason, purchaseAmount, currency, txHash } = record
  if (![reason, purchaseAmount, currency, txHash].every(optionalString)) return undefined
  return {
    status: record.status as CheckoutStatus,
    ...(typeof reason === 'string' ? { reason } : {}),
    ...(typeof purchaseAmount === 'string' ? { purchaseAmount } : {}),
    ...(typeof currency === 'string' ? { currency } : {}),
    ...(typeof txHash === 'string' ? { txHash } : {}),
  }
}
