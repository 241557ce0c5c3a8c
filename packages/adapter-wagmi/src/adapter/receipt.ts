/** §9: a sent transaction's receipt (or a call bundle's status) is awaited for 25 s. */
export const RECEIPT_TIMEOUT_MS = 25_000
