// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { openChannel } from './channel'
import { FrameFailure } from './failure'

const HOST_ORIGIN = 'http://localhost:5173'

function setup(handle = vi.fn(async () => ({ connected: null }))) {
  const sent: Array<{ message: unknown; origin: string }> = []
  const host = { postMessage: (message: unknown, origin: string) => sent.push({ message, origin }) } as Pick<
    Window,
    'postMessage'
  >
  const warn = vi.fn()
  const close = openChannel({ self: window, host, hostOrigin: HOST_ORIGIN, handle, warn })
  const deliver = (data: unknown, origin: string, source: unknown = host) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
  return { sent, warn, handle, close, deliver, host }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the frame channel', () => {
  it('announces READY to the host origin only', () => {
    const { sent } = setup()
    expect(sent).toEqual([{ message: { type: 'READY', id: 'ready', payload: {} }, origin: HOST_ORIGIN }])
  })

  it('answers a request from the host with RESULT under its id, posted to the host origin', async () => {
    const { sent, deliver, handle, close } = setup()
    deliver({ type: 'GET_USER', id: 'r1', payload: {} }, HOST_ORIGIN)
    await settle()
    expect(handle).toHaveBeenCalledOnce()
    expect(sent[1]).toEqual({
      message: { type: 'RESULT', id: 'r1', payload: { connected: null } },
      origin: HOST_ORIGIN,
    })
    close()
  })

  it('ignores and logs a request from another origin or another window', async () => {
    const { deliver, handle, warn, sent, close } = setup()
    deliver({ type: 'GET_USER', id: 'r1', payload: {} }, 'http://evil.test')
    deliver({ type: 'GET_USER', id: 'r2', payload: {} }, HOST_ORIGIN, window)
    await settle()
    expect(handle).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith('Ignored a request from a foreign origin', 'http://evil.test')
    expect(warn).toHaveBeenCalledTimes(2)
    expect(sent).toHaveLength(1)
    close()
  })

  it('drops a malformed request from the host', async () => {
    const { deliver, handle, warn, close } = setup()
    deliver({ type: 'EVM_SIGN_MESSAGE', id: 'r1', payload: { message: 'not hex' } }, HOST_ORIGIN)
    await settle()
    expect(handle).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith('Ignored a malformed request')
    close()
  })

  it('answers a failure with ERROR: code, message and the api details, never the HTTP status', async () => {
    const { deliver, sent, close } = setup(
      vi.fn(async () => {
        throw new FrameFailure('INVALID_OTP', 'Wrong code', { attemptsLeft: 3, status: 400 })
      }),
    )
    deliver({ type: 'CONNECT_OTP', id: 'r9', payload: { email: 'a@b.co', otp: '123456' } }, HOST_ORIGIN)
    await settle()
    expect(sent[1]?.message).toEqual({
      type: 'ERROR',
      id: 'r9',
      payload: { code: 'INVALID_OTP', message: 'Wrong code', attemptsLeft: 3 },
    })
    close()
  })
})
