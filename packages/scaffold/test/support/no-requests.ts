import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'

/**
 * Counts every fetch of the file's tests, each refused: for views that must ask nothing without `apiUrl`. Installs
 * its own beforeEach/afterEach (which also clean up the rendered modal).
 */
export function recordRequests(): string[] {
  const requests: string[] = []
  const realFetch = globalThis.fetch
  beforeEach(() => {
    requests.length = 0
    globalThis.fetch = async (input) => {
      requests.push(String(input))
      throw new Error('no request may be made without apiUrl')
    }
  })
  afterEach(() => {
    globalThis.fetch = realFetch
    cleanup()
  })
  return requests
}
