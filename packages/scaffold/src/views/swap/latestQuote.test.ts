import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLatestQuote, type QuoteResult } from './latestQuote'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

describe('the latest quote only', () => {
  it('asks once after the quiet time, for the last input typed', async () => {
    const results: QuoteResult<string>[] = []
    const latest = createLatestQuote<string>((r) => results.push(r), 100)
    const load = vi.fn(async () => 'quote')
    latest.request('1', load)
    await vi.advanceTimersByTimeAsync(50)
    latest.request('12', load)
    await vi.advanceTimersByTimeAsync(99)
    expect(load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(1)
    expect(results.at(-1)).toEqual({ key: '12', status: 'ready', data: 'quote' })
    expect(results.filter((r) => r.status === 'ready')).toHaveLength(1)
  })

  it('drops a slow answer once a newer request started, and aborts it', async () => {
    const results: QuoteResult<string>[] = []
    const latest = createLatestQuote<string>((r) => results.push(r), 10)
    const slow = deferred<string>()
    let firstSignal: AbortSignal | undefined
    latest.request('1', (signal) => {
      firstSignal = signal
      return slow.promise
    })
    await vi.advanceTimersByTimeAsync(10)
    latest.request('12', async () => 'for 12')
    expect(firstSignal?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(10)
    slow.resolve('for 1')
    await vi.advanceTimersByTimeAsync(0)
    expect(results.filter((r) => r.status === 'ready')).toEqual([{ key: '12', status: 'ready', data: 'for 12' }])
    expect(results.at(-1)?.key).toBe('12')
  })

  it('reports a failed request, and nothing after cancel', async () => {
    const results: QuoteResult<string>[] = []
    const latest = createLatestQuote<string>((r) => results.push(r), 10)
    const boom = new Error('down')
    latest.request('1', async () => {
      throw boom
    })
    await vi.advanceTimersByTimeAsync(10)
    expect(results.at(-1)).toEqual({ key: '1', status: 'error', error: boom })
    const load = vi.fn(async () => 'late')
    latest.request('2', load)
    latest.cancel()
    await vi.advanceTimersByTimeAsync(50)
    expect(load).not.toHaveBeenCalled()
    expect(results.at(-1)).toEqual({ key: '2', status: 'loading' })
  })
})
