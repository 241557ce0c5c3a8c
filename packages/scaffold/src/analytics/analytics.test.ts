import { describe, expect, it } from 'vitest'
import { toAnalyticsProps } from './analytics'

describe('toAnalyticsProps', () => {
  it('a tracked event keeps only primitive properties', () => {
    expect(
      toAnalyticsProps({
        event: 'SWITCH_NETWORK',
        timestamp: 1,
        properties: { network: 'eip155:1', ok: true, count: 2, none: null, nested: { a: 1 }, list: [1] },
      }),
    ).toEqual({
      type: 'track',
      event: 'SWITCH_NETWORK',
      properties: { network: 'eip155:1', ok: true, count: 2, none: null },
    })
    expect(toAnalyticsProps({ event: 'INITIALIZE', timestamp: 1 })).toEqual({ type: 'track', event: 'INITIALIZE' })
  })

  it('an internal error is sent as an error with its type, message and stack', () => {
    expect(
      toAnalyticsProps({
        event: 'INTERNAL_SDK_ERROR',
        timestamp: 1,
        properties: { errorType: 'TypeError', errorMessage: 'x is undefined', stackTrace: 'at y', timestamp: 1 },
      }),
    ).toEqual({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'TypeError',
      errorMessage: 'x is undefined',
      stackTrace: 'at y',
    })
  })
})
