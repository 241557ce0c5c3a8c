import { describe, expect, it } from 'vitest'
import { createEvents } from './events'
import { socialLoginSucceeded } from './social-login'

describe('§8 errors are reported to analytics, at most 5 per 60 seconds', () => {
  it('caps error events in a sliding 60 s window', () => {
    let t = 1_000_000
    const events = createEvents(
      { last: undefined },
      () => t,
      () => true,
    )
    const seen: string[] = []
    events.subscribe((e) => seen.push(`${e.event}:${String(e.properties?.errorMessage)}`))
    const results = Array.from({ length: 7 }, (_, i) => events.reportError(new Error(`e${i}`)))
    expect(results).toEqual([true, true, true, true, true, false, false])
    expect(seen).toHaveLength(5)
    expect(seen[0]).toBe('INTERNAL_SDK_ERROR:e0')
    t += 60_000
    expect(events.reportError(new Error('later'))).toBe(true)
    expect(seen).toHaveLength(6)
  })
  it('sends nothing when analytics is off, but still records the last event', () => {
    const state = { last: undefined }
    const events = createEvents(
      state,
      () => 1,
      () => false,
    )
    const seen: unknown[] = []
    events.subscribe((e) => seen.push(e))
    events.send('SWITCH_NETWORK')
    expect(seen).toEqual([])
    expect(state).toMatchObject({ last: { event: 'SWITCH_NETWORK' } })
  })
})

describe('§7 SOCIAL_LOGIN_SUCCESS', () => {
  it('is sent with the provider from the social login emit point', () => {
    const events = createEvents(
      { last: undefined },
      () => 5,
      () => true,
    )
    const seen: unknown[] = []
    events.subscribe((e) => seen.push(e))
    socialLoginSucceeded(events, 'github')
    expect(seen).toEqual([{ event: 'SOCIAL_LOGIN_SUCCESS', timestamp: 5, properties: { provider: 'github' } }])
  })
})
