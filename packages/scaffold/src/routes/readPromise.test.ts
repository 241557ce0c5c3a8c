import { describe, expect, it } from 'vitest'
import { readPromise } from './readPromise'

const thrownBy = (read: () => unknown): unknown => {
  try {
    read()
  } catch (thrown) {
    return thrown
  }
  throw new Error('did not throw')
}

describe('readPromise (suspending on a promise without React 19’s use())', () => {
  it('throws a pending promise itself, for Suspense to wait on, then gives its value once it settled', async () => {
    const promise = Promise.resolve(42)
    expect(thrownBy(() => readPromise(promise))).toBe(promise)
    await promise
    expect(readPromise(promise)).toBe(42)
  })

  it('throws the reason of a rejected promise, for the error boundary', async () => {
    const error = new Error('chunk gone')
    const promise = Promise.reject(error)
    expect(thrownBy(() => readPromise(promise))).toBe(promise)
    await promise.catch(() => {})
    expect(thrownBy(() => readPromise(promise))).toBe(error)
  })
})
