import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  PENDING_TRANSACTIONS_LIMIT,
  PENDING_TRANSACTIONS_POLLING_MS,
  type WatchPending,
  watchPendingTransactions,
} from './pending-transactions'

/** A watcher that delivers one batch per polling interval on fake timers, like wagmi's. */
function timerWatch() {
  const unwatch = vi.fn()
  const intervals: number[] = []
  const watch: WatchPending = ({ pollingInterval, onTransactions }) => {
    intervals.push(pollingInterval)
    const timer = setInterval(() => onTransactions(['0xabc']), pollingInterval)
    unwatch.mockImplementation(() => clearInterval(timer))
    return unwatch
  }
  return { watch, unwatch, intervals }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('watchPendingTransactions', () => {
  it('is off without a filter or with enable false', () => {
    const watch = vi.fn<WatchPending>(() => () => {})
    watchPendingTransactions(watch, undefined, () => {})
    watchPendingTransactions(watch, { enable: false }, () => {})
    expect(watch).not.toHaveBeenCalled()
  })

  it('polls every 30 s by default and stops after 99 batches', () => {
    vi.useFakeTimers()
    const { watch, unwatch, intervals } = timerWatch()
    const onPending = vi.fn()
    watchPendingTransactions(watch, { enable: true }, onPending)
    expect(intervals).toEqual([PENDING_TRANSACTIONS_POLLING_MS])
    expect(PENDING_TRANSACTIONS_POLLING_MS).toBe(30_000)

    vi.advanceTimersByTime(30_000 - 1)
    expect(onPending).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onPending).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(30_000 * 97)
    expect(onPending).toHaveBeenCalledTimes(98)
    expect(unwatch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(30_000)
    expect(onPending).toHaveBeenCalledTimes(PENDING_TRANSACTIONS_LIMIT)
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99)
    expect(unwatch).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(30_000 * 10)
    expect(onPending).toHaveBeenCalledTimes(99)
  })

  it('uses the interval the app sets, and the returned function stops watching', () => {
    vi.useFakeTimers()
    const { watch, unwatch, intervals } = timerWatch()
    const onPending = vi.fn()
    const stop = watchPendingTransactions(watch, { enable: true, pollingInterval: 1000 }, onPending)
    expect(intervals).toEqual([1000])
    vi.advanceTimersByTime(3000)
    expect(onPending).toHaveBeenCalledTimes(3)
    stop()
    stop()
    expect(unwatch).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(3000)
    expect(onPending).toHaveBeenCalledTimes(3)
  })
})
