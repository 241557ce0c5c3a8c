// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { awaitSocialResult } from './social-result'

const ORIGIN = 'http://127.0.0.1:7001'

describe('awaitSocialResult', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const post = (data: unknown, origin: string, source: unknown) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))

  it('accepts the result only from the popup on the secure-site origin', async () => {
    const popup = { closed: false }
    const log = vi.fn()
    const result = awaitSocialResult({ popup, origin: ORIGIN, log })
    const message = { type: 'SOCIAL_RESULT', id: 's1', payload: { code: 'abc', state: 's1' } }
    post(message, 'http://evil.test', popup)
    expect(log).toHaveBeenCalledOnce()
    post(message, ORIGIN, popup)
    await expect(result).resolves.toEqual({ code: 'abc', state: 's1' })
  })

  it('rejects with Popup closed when the user closes the popup (checked every second)', async () => {
    const popup = { closed: false }
    const result = awaitSocialResult({ popup, origin: ORIGIN }).catch((e: unknown) => e)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(result).resolves.toMatchObject({ code: 'POPUP_CLOSED', message: 'Popup closed' })
  })

  it('rejects when the provider answered an error', async () => {
    const popup = { closed: false }
    const result = awaitSocialResult({ popup, origin: ORIGIN }).catch((e: unknown) => e)
    post({ type: 'SOCIAL_RESULT', id: 's', payload: { error: 'access_denied' } }, ORIGIN, popup)
    await expect(result).resolves.toMatchObject({ code: 'SOCIAL_CONNECTION_FAILED' })
  })
})
