/** A promise that records its outcome on itself (`status`, `value`, `reason`: the fields React 19's `use()` reads). */
export type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected'
  value?: T
  reason?: unknown
}

/** Starts recording a promise's outcome on it, once; a promise React's `use()` already tracks is left as it is. */
export function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>
  if (tracked.status !== undefined) return tracked
  tracked.status = 'pending'
  tracked.then(
    (value) => {
      tracked.value = value
      tracked.status = 'fulfilled'
    },
    (error: unknown) => {
      // The error boundary gets the real error; without `reason` it would get nothing useful.
      tracked.reason = error
      tracked.status = 'rejected'
    },
  )
  return tracked
}

/**
 * Reads a promise during render on React 18 and 19 alike (React 18 has no `use()`): a settled promise gives its
 * value (or throws its error to the nearest error boundary) in the same render, so a prefetched view paints with no
 * loading frame; a pending one is thrown to the nearest Suspense boundary, which renders again once it settles. The
 * caller must pass the same promise on every render (a cache), or the component would suspend forever.
 */
export function readPromise<T>(promise: Promise<T>): T {
  const tracked = track(promise)
  if (tracked.status === 'fulfilled') return tracked.value as T
  if (tracked.status === 'rejected') throw tracked.reason
  throw tracked
}
