import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../client/create-api-client'
import { createEventQueue, EVENT_FLUSH_MS } from './event-queue'

interface Sent {
  url: string
  keepalive: boolean | undefined
  event: string
}

function setup() {
  const sent: Sent[] = []
  const client = createApiClient({
    url: 'http://127.0.0.1:1',
    projectId: 'p1',
    sdkVersion: 'test-1',
    fetch: async (input, init) => {
      const body = JSON.parse(String(init?.body)) as { props: { event: string } }
      sent.push({ url: String(input), keepalive: init?.keepalive, event: body.props.event })
      return new Response(JSON.stringify({ ok: true, stored: true }), {
        headers: { 'content-type': 'application/json' },
      })
    },
  })
  return { client, sent }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createEventQueue (§7)', () => {
  it('sends nothing at push time, then the batch together after the flush delay, each with keepalive', async () => {
    const { client, sent } = setup()
    const queue = createEventQueue(client)
    queue.push({ type: 'track', event: 'INITIALIZE' })
    queue.push({ type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:1' } })
    await vi.advanceTimersByTimeAsync(EVENT_FLUSH_MS - 1)
    expect(sent).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(sent.map((s) => s.event)).toEqual(['INITIALIZE', 'SWITCH_NETWORK'])
    expect(sent.every((s) => s.keepalive === true && new URL(s.url).pathname === '/e')).toBe(true)
  })

  it('a full batch goes at once; flush sends what is queued; after dispose nothing more is sent', async () => {
    const { client, sent } = setup()
    const queue = createEventQueue(client, { batchMax: 2 })
    queue.push({ type: 'track', event: 'INITIALIZE' })
    queue.push({ type: 'track', event: 'DISCONNECT_SUCCESS' })
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(2)
    queue.push({ type: 'error', event: 'INTERNAL_SDK_ERROR', errorType: 'Error', errorMessage: 'x' })
    expect(await queue.dispose()).toBe(1)
    queue.push({ type: 'track', event: 'INITIALIZE' })
    await vi.advanceTimersByTimeAsync(EVENT_FLUSH_MS * 2)
    expect(sent.map((s) => s.event)).toEqual(['INITIALIZE', 'DISCONNECT_SUCCESS', 'INTERNAL_SDK_ERROR'])
  })

  it('a browser with sendBeacon gets each event as a text beacon to /e; a refused beacon falls back to fetch', async () => {
    const beacons: { url: string; event: string; type: string }[] = []
    let accept = true
    const fetched: string[] = []
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string, body: string) => {
        const parsed = JSON.parse(body) as { props: { event: string; type: string } }
        beacons.push({ url, event: parsed.props.event, type: parsed.props.type })
        return accept
      },
    })
    vi.stubGlobal('fetch', async (_input: string, init?: RequestInit) => {
      fetched.push((JSON.parse(String(init?.body)) as { props: { event: string } }).props.event)
      return new Response(JSON.stringify({ ok: true, stored: true }), {
        headers: { 'content-type': 'application/json' },
      })
    })
    try {
      // No fetch of its own: the client uses the global one, so analytics may leave by beacon.
      const client = createApiClient({ url: 'http://127.0.0.1:1', projectId: 'p1', sdkVersion: 'test-1' })
      const queue = createEventQueue(client)
      queue.push({ type: 'track', event: 'DISCONNECT_SUCCESS' })
      queue.push({ type: 'error', event: 'INTERNAL_SDK_ERROR', errorType: 'Error', errorMessage: 'x' })
      expect(await queue.flush()).toBe(2)
      expect(beacons.map((b) => [b.event, b.type])).toEqual([
        ['DISCONNECT_SUCCESS', 'track'],
        ['INTERNAL_SDK_ERROR', 'error'],
      ])
      const url = new URL(beacons[0]?.url ?? '')
      expect([url.pathname, url.searchParams.get('projectId'), url.searchParams.get('sv')]).toEqual([
        '/e',
        'p1',
        'test-1',
      ])
      expect(fetched).toEqual([])
      accept = false
      queue.push({ type: 'track', event: 'CLICK_CANCEL_SIWX' })
      expect(await queue.flush()).toBe(1)
      expect(fetched).toEqual(['CLICK_CANCEL_SIWX'])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('a client with its own fetch sends through that fetch even where sendBeacon exists', async () => {
    const beacon = vi.fn(() => true)
    vi.stubGlobal('navigator', { sendBeacon: beacon })
    try {
      const { client, sent } = setup()
      const queue = createEventQueue(client)
      queue.push({ type: 'track', event: 'SIWX_AUTH_SUCCESS' })
      expect(await queue.flush()).toBe(1)
      expect(sent.map((s) => s.event)).toEqual(['SIWX_AUTH_SUCCESS'])
      expect(beacon).not.toHaveBeenCalled()
      const plain = createApiClient({ url: 'http://127.0.0.1:1', projectId: 'p1', sdkVersion: 't' })
      const other = createEventQueue(plain)
      other.push({ type: 'track', event: 'SIWX_AUTH_ERROR' })
      expect(await other.flush()).toBe(1)
      expect(beacon).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
