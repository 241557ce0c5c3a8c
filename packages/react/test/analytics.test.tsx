import { localEvm } from '@portico/common/networks'
import { memoryStorage } from '@portico/core'
import { cleanup, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, createAppKit } from '../src/index'
import { memoryEvmAdapter } from './support/memory-evm'
import { type ProjectApi, startProjectApi } from './support/project-api'

// §7: core's events reach the real apps/api's POST /e when analytics is on, sent after start-up in batches by
// navigator.sendBeacon (fetch with keepalive where the browser has none); with analytics off (the option, or the
// project's /getAnalyticsConfig) nothing is posted.

interface Posted {
  event: string
  keepalive: boolean | undefined
  answer: unknown
}

let api: ProjectApi
let kit: AppKit | undefined
const realFetch = globalThis.fetch
let posted: Posted[] = []
let beacons: Promise<Response>[] = []

// The test browser's own sendBeacon cannot reach the child-process service; this one posts what it is given the way a
// browser's beacon does (a text body, no preflight), or is absent to exercise the fetch fallback.
function installBeacon(present: boolean): void {
  const sendBeacon = present
    ? (url: string, body: string) => {
        beacons.push(realFetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } }))
        return true
      }
    : undefined
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true })
}

beforeAll(async () => {
  api = await startProjectApi()
}, 60_000)
afterAll(() => api?.stop())
beforeEach(() => {
  posted = []
  beacons = []
  installBeacon(false)
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init)
    if (new URL(String(input)).pathname !== '/e') return response
    // Read once and hand back a copy: the service's answer says whether it stored the event.
    const text = await response.text()
    const body = JSON.parse(String(init?.body)) as { props: { event: string } }
    posted.push({ event: body.props.event, keepalive: init?.keepalive, answer: JSON.parse(text) })
    return new Response(text, { status: response.status, headers: { 'content-type': 'application/json' } })
  }
})
afterEach(() => {
  globalThis.fetch = realFetch
  cleanup()
  kit?.destroy()
  kit = undefined
  setCurrentAppKit(undefined)
})

function makeKit(projectId: string, enableAnalytics: boolean): AppKit {
  const adapter = memoryEvmAdapter()
  kit = createAppKit({
    projectId,
    apiUrl: api.url,
    networks: [localEvm],
    adapters: [adapter],
    storage: memoryStorage(),
    enableAnalytics,
    warn: () => {},
  })
  return kit
}

describe('analytics delivery (§7)', { timeout: 20_000 }, () => {
  it('start-up and later events reach the service, which stores them for a project with analytics on', async () => {
    const appKit = makeKit('portico-dev', true)
    await appKit.ready()
    await waitFor(() => expect(posted.map((p) => p.event)).toContain('INITIALIZE'), { timeout: 8000 })
    appKit.core.events.send('SWITCH_NETWORK', { network: 'eip155:31337' })
    await waitFor(() => expect(posted.map((p) => p.event)).toContain('SWITCH_NETWORK'), { timeout: 8000 })
    expect(posted.every((p) => p.keepalive === true)).toBe(true)
    expect(posted.every((p) => (p.answer as { stored?: boolean }).stored === true)).toBe(true)
  })

  it.each([
    ['the enableAnalytics option', 'portico-dev', false],
    ["the project's getAnalyticsConfig", 'portico-dev-rate-limited', true],
  ])('with analytics off by %s nothing is posted', async (_by, projectId, enableAnalytics) => {
    const appKit = makeKit(projectId, enableAnalytics)
    await appKit.ready()
    appKit.core.events.send('SWITCH_NETWORK', { network: 'eip155:31337' })
    // Longer than the queue's flush delay after the idle start.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(posted).toEqual([])
  })
})

interface Summary {
  counts: { event: string; count: number }[]
}

async function storedCounts(projectId: string): Promise<Record<string, number>> {
  const response = await realFetch(`${api.url}/projects/v1/analytics/summary?projectId=${projectId}&days=2`)
  const summary = (await response.json()) as Summary
  const counts: Record<string, number> = {}
  for (const row of summary.counts) counts[row.event] = (counts[row.event] ?? 0) + row.count
  return counts
}

describe('analytics by sendBeacon (§7)', { timeout: 30_000 }, () => {
  it('disconnect, SIWX, social-login and capped error events are beaconed to the service, which stores them', async () => {
    installBeacon(true)
    const before = await storedCounts('portico-dev')
    const appKit = makeKit('portico-dev', true)
    await appKit.ready()
    await waitFor(() => expect(beacons.length).toBeGreaterThan(0), { timeout: 8000 })
    await appKit.core.connect({ namespace: 'eip155', connectorId: 'memory-evm' })
    await appKit.core.disconnect()
    appKit.core.events.send('SIWX_AUTH_SUCCESS', { network: 'eip155:31337' })
    appKit.core.events.send('SIWX_AUTH_ERROR', { network: 'eip155:31337' })
    appKit.core.events.send('CLICK_CANCEL_SIWX', { network: 'eip155:31337' })
    appKit.core.events.send('SOCIAL_LOGIN_SUCCESS', { provider: 'google' })
    // §8/§9: seven errors within the minute, five reported.
    for (let i = 0; i < 7; i += 1) appKit.core.events.reportError(new Error(`analytics test ${i}`))
    const expected = {
      DISCONNECT_SUCCESS: 1,
      SIWX_AUTH_SUCCESS: 1,
      SIWX_AUTH_ERROR: 1,
      CLICK_CANCEL_SIWX: 1,
      SOCIAL_LOGIN_SUCCESS: 1,
      INTERNAL_SDK_ERROR: 5,
    }
    const grown = async () => {
      await Promise.all(beacons)
      const after = await storedCounts('portico-dev')
      return Object.fromEntries(Object.keys(expected).map((e) => [e, (after[e] ?? 0) - (before[e] ?? 0)]))
    }
    await waitFor(async () => expect(await grown()).toEqual(expected), { timeout: 10_000 })
    expect(posted).toEqual([])
  })
})
