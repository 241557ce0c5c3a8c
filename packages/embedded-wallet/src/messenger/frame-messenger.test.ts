// @vitest-environment happy-dom
import { ALERTS } from '@portico/common/alerts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedWalletError } from './errors'
import { FrameMessenger, type MessengerLog } from './frame-messenger'
import type { MountedFrame } from './mount-frame'

const FRAME_URL = 'http://127.0.0.1:7001/frame'
const FRAME_ORIGIN = 'http://127.0.0.1:7001'

interface FakeFrame extends MountedFrame {
  sent: Array<{ message: { type: string; id: string; payload: unknown }; targetOrigin: string }>
  url: string
  fireLoad(): void
  removed: boolean
}

function fakeMount(): { mount: (url: string) => MountedFrame; frames: FakeFrame[] } {
  const frames: FakeFrame[] = []
  const mount = (url: string) => {
    let loadListener = () => {}
    const frame: FakeFrame = {
      sent: [],
      url,
      removed: false,
      window: {
        postMessage: (message: unknown, targetOrigin: unknown) => {
          frame.sent.push({
            message: message as FakeFrame['sent'][number]['message'],
            targetOrigin: String(targetOrigin),
          })
        },
      } as Pick<Window, 'postMessage'>,
      element: undefined,
      onLoad: (listener) => {
        loadListener = listener
      },
      remove: () => {
        frame.removed = true
      },
      fireLoad: () => loadListener(),
    }
    frames.push(frame)
    return frame
  }
  return { mount, frames }
}

function post(data: unknown, origin: string, source: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
}

describe('FrameMessenger', () => {
  let log: ReturnType<typeof vi.fn<MessengerLog>>
  beforeEach(() => {
    vi.useFakeTimers()
    log = vi.fn<MessengerLog>()
  })
  afterEach(() => vi.useRealTimers())

  const create = (extra: Partial<ConstructorParameters<typeof FrameMessenger>[0]> = {}) => {
    const { mount, frames } = fakeMount()
    const messenger = new FrameMessenger({ frameUrl: FRAME_URL, projectId: 'p1', alerts: ALERTS, mount, log, ...extra })
    return { messenger, frames }
  }

  it('loads the frame with the project and host origin, then waits 500 ms after READY', async () => {
    const { messenger, frames } = create()
    let ready = false
    void messenger.ready().then(() => {
      ready = true
    })
    const frame = frames[0]
    if (!frame) throw new Error('no frame mounted')
    const url = new URL(frame.url)
    expect(url.origin + url.pathname).toBe(FRAME_URL)
    expect(url.searchParams.get('projectId')).toBe('p1')
    expect(url.searchParams.get('origin')).toBe(window.location.origin)
    post({ type: 'READY', id: 'ready', payload: {} }, FRAME_ORIGIN, frame.window)
    await vi.advanceTimersByTimeAsync(499)
    expect(ready).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(ready).toBe(true)
  })

  const readyMessenger = async () => {
    const created = create()
    const ready = created.messenger.ready()
    const frame = created.frames[0]
    if (!frame) throw new Error('no frame mounted')
    post({ type: 'READY', id: 'ready', payload: {} }, FRAME_ORIGIN, frame.window)
    await vi.advanceTimersByTimeAsync(500)
    await ready
    return { ...created, frame }
  }

  it('sends requests to the exact frame origin and answers each by its id', async () => {
    const { messenger, frame } = await readyMessenger()
    const first = messenger.request('EVM_SIGN_MESSAGE', { message: '0x68690a' })
    const second = messenger.request('GET_USER', {})
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.sent.map((s) => s.targetOrigin)).toEqual([FRAME_ORIGIN, FRAME_ORIGIN])
    const [a, b] = frame.sent.map((s) => s.message)
    expect(a?.type).toBe('EVM_SIGN_MESSAGE')
    expect(a?.id).not.toBe(b?.id)
    post({ type: 'RESULT', id: b?.id, payload: { connected: null } }, FRAME_ORIGIN, frame.window)
    post({ type: 'RESULT', id: a?.id, payload: { signature: '0xabcd' } }, FRAME_ORIGIN, frame.window)
    await expect(second).resolves.toEqual({ connected: null })
    await expect(first).resolves.toEqual({ signature: '0xabcd' })
  })

  it('ignores and logs an answer from a foreign origin or another window', async () => {
    const { messenger, frame } = await readyMessenger()
    const answer = messenger.request('EVM_SIGN_MESSAGE', { message: '0x00' })
    await vi.advanceTimersByTimeAsync(0)
    const id = frame.sent[0]?.message.id
    post({ type: 'RESULT', id, payload: { signature: '0x66' } }, 'http://evil.test', frame.window)
    post({ type: 'RESULT', id, payload: { signature: '0x66' } }, FRAME_ORIGIN, window)
    expect(log).toHaveBeenCalledTimes(2)
    expect(log).toHaveBeenCalledWith('warn', expect.stringContaining('did not come from the secure site'), {
      origin: 'http://evil.test',
    })
    post({ type: 'RESULT', id, payload: { signature: '0x77' } }, FRAME_ORIGIN, frame.window)
    await expect(answer).resolves.toEqual({ signature: '0x77' })
  })

  it('does not log foreign messages that are not shaped like the frame protocol', async () => {
    await readyMessenger()
    post({ hello: 'other library' }, 'http://other.test', window)
    expect(log).not.toHaveBeenCalled()
  })

  it('turns an ERROR answer into a FRAME_ERROR carrying the frame code and rpc code', async () => {
    const { messenger, frame } = await readyMessenger()
    const answer = messenger.request('CONNECT_OTP', { email: 'a@b.co', otp: '123456' })
    await vi.advanceTimersByTimeAsync(0)
    const id = frame.sent[0]?.message.id
    post({ type: 'ERROR', id, payload: { code: 'INVALID_OTP', message: 'Wrong code' } }, FRAME_ORIGIN, frame.window)
    await expect(answer).rejects.toMatchObject({ code: 'FRAME_ERROR', frameCode: 'INVALID_OTP', message: 'Wrong code' })
  })

  it('rejects a malformed result instead of passing it on', async () => {
    const { messenger, frame } = await readyMessenger()
    const answer = messenger.request('EVM_SIGN_MESSAGE', { message: '0x00' })
    await vi.advanceTimersByTimeAsync(0)
    post({ type: 'RESULT', id: frame.sent[0]?.message.id, payload: { signature: 42 } }, FRAME_ORIGIN, frame.window)
    await expect(answer).rejects.toMatchObject({ code: 'FRAME_ERROR' })
  })

  it('fails with IFRAME_REQUEST_TIMEOUT when the frame does not answer in time (§9: sign-out 3 s)', async () => {
    const { messenger } = await readyMessenger()
    const answer = messenger.request('SIGN_OUT', {})
    const settled = answer.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(2_999)
    await vi.advanceTimersByTimeAsync(1)
    const error = await settled
    expect(error).toBeInstanceOf(EmbeddedWalletError)
    expect(error).toMatchObject({ code: 'IFRAME_REQUEST_TIMEOUT', message: ALERTS.IFRAME_REQUEST_TIMEOUT.text })
  })

  it('waits 120 s for an OTP answer before timing out', async () => {
    const { messenger } = await readyMessenger()
    const settled = messenger.request('CONNECT_OTP', { email: 'a@b.co', otp: '123456' }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(119_999)
    let done = false
    void settled.then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(settled).resolves.toMatchObject({ code: 'IFRAME_REQUEST_TIMEOUT' })
  })

  it('fails with IFRAME_LOAD_FAILED when no READY comes within 20 s, removes the frame and can retry', async () => {
    const { messenger, frames } = create()
    const settled = messenger.ready().catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(20_000)
    await expect(settled).resolves.toMatchObject({
      code: 'IFRAME_LOAD_FAILED',
      message: ALERTS.IFRAME_LOAD_FAILED.text,
    })
    expect(frames[0]?.removed).toBe(true)
    void messenger.ready().catch(() => {})
    expect(frames).toHaveLength(2)
  })

  it('fails with IFRAME_LOAD_FAILED soon after a load event that brought no READY', async () => {
    const { messenger, frames } = create()
    const settled = messenger.ready().catch((e: unknown) => e)
    frames[0]?.fireLoad()
    await vi.advanceTimersByTimeAsync(3_000)
    await expect(settled).resolves.toMatchObject({ code: 'IFRAME_LOAD_FAILED' })
  })

  it('a READY from a foreign origin does not count', async () => {
    const { messenger, frames } = create()
    const settled = messenger.ready().catch((e: unknown) => e)
    post({ type: 'READY', id: 'ready', payload: {} }, 'http://evil.test', frames[0]?.window)
    await vi.advanceTimersByTimeAsync(20_000)
    await expect(settled).resolves.toMatchObject({ code: 'IFRAME_LOAD_FAILED' })
    expect(log).toHaveBeenCalledWith('warn', expect.any(String), { origin: 'http://evil.test' })
  })

  it('inserts a hidden iframe by default', () => {
    const messenger = new FrameMessenger({ frameUrl: FRAME_URL, projectId: 'p1', alerts: ALERTS, log })
    void messenger.ready().catch(() => {})
    const iframe = document.querySelector('iframe')
    expect(iframe?.getAttribute('src')).toContain(`${FRAME_URL}?projectId=p1`)
    expect(iframe?.getAttribute('aria-hidden')).toBe('true')
    expect(messenger.element).toBe(iframe)
    messenger.destroy()
    expect(document.querySelector('iframe')).toBeNull()
  })
})
