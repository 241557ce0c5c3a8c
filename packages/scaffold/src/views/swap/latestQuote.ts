/** Quiet time after a keystroke before a quote is asked for; with the service's answer it stays within the 300 ms keystroke → quote budget. */
export const QUOTE_DEBOUNCE_MS = 120

export type QuoteResult<T> =
  | { key: string; status: 'loading' }
  | { key: string; status: 'ready'; data: T }
  | { key: string; status: 'error'; error: unknown }

/**
 * Asks for the quote of the latest input only: each request waits `debounceMs` of quiet, a newer request cancels the
 * waiting one and aborts the one in flight, and an answer that arrives after a newer request started is dropped — a
 * slow reply for "1" never replaces the quote for "12".
 */
export function createLatestQuote<T>(
  onResult: (result: QuoteResult<T>) => void,
  debounceMs: number = QUOTE_DEBOUNCE_MS,
) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | undefined
  let latest = 0

  const stop = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    controller?.abort()
    controller = undefined
  }

  return {
    request(key: string, load: (signal: AbortSignal) => Promise<T>): void {
      stop()
      const id = ++latest
      onResult({ key, status: 'loading' })
      timer = setTimeout(() => {
        timer = undefined
        const own = new AbortController()
        controller = own
        load(own.signal).then(
          (data) => {
            if (id === latest && !own.signal.aborted) onResult({ key, status: 'ready', data })
          },
          (error: unknown) => {
            if (id === latest && !own.signal.aborted) onResult({ key, status: 'error', error })
          },
        )
      }, debounceMs)
    },
    /** Drops whatever is waiting or in flight (input cleared, view left). */
    cancel(): void {
      latest++
      stop()
    },
  }
}
