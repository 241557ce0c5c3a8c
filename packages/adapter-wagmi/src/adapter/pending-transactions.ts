// §9: watching the chain's pending transactions (wagmi's pendingTransactionsFilter) is off by default, polls every
// 30 s when on, and stops for good after 99 batches: a long-lived page must not poll a node forever.

export const PENDING_TRANSACTIONS_LIMIT = 99
export const PENDING_TRANSACTIONS_POLLING_MS = 30_000

export interface PendingTransactionsFilter {
  enable: boolean
  /** Default 30 000 ms. */
  pollingInterval?: number
}

/** The shape of wagmi's watchPendingTransactions, so tests can drive it without a node. */
export type WatchPending = (parameters: {
  pollingInterval: number
  onTransactions: (hashes: readonly string[]) => void
  onError: (error: Error) => void
}) => () => void

/** Starts watching when the filter is on; `onPending` runs per batch until the limit. Returns the stop function. */
export function watchPendingTransactions(
  watch: WatchPending,
  filter: PendingTransactionsFilter | undefined,
  onPending: () => void,
): () => void {
  if (!filter?.enable) return () => {}
  let seen = 0
  let stopped = false
  let unwatch: () => void = () => {}
  const stop = () => {
    if (stopped) return
    stopped = true
    unwatch()
  }
  unwatch = watch({
    pollingInterval: filter.pollingInterval ?? PENDING_TRANSACTIONS_POLLING_MS,
    onTransactions: () => {
      if (stopped) return
      seen++
      onPending()
      if (seen >= PENDING_TRANSACTIONS_LIMIT) stop()
    },
    // A failed poll is retried at the next interval; it is no reason to stop watching.
    onError: () => {},
  })
  // The watcher may have reached the limit synchronously, before unwatch was assigned.
  if (stopped) unwatch()
  return stop
}
