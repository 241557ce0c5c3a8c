/** §9: a sent transaction's receipt is awaited for 25 s. */
export const RECEIPT_TIMEOUT_MS = 25_000
/** §9: a call bundle's status (EIP-5792) is awaited for 180 s, its status requests retried up to 6 times. */
export const CALLS_STATUS_TIMEOUT_MS = 180_000
export const CALLS_STATUS_RETRY_COUNT = 6
