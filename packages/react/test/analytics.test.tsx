import { localEvm } from '@portico/common'
import { memoryStorage } from '@portico/core'
import { cleanup, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, createAppKit } from '../src/index'
import { memoryEvmAdapter } from './support/memory-evm'
import { type ProjectApi, startProjectApi } from './support/project-api'

// §7: core's events reach the real apps/api's POST /e when analytics is on, sent after start-up in batches with
// keepalive; with analytics off (the option, or the project's /getAnalyticsConfig) nothing is posted.

interface Posted {
  event: string
  keepalive: boolean | undefined
  answer: unknown
}

let api: ProjectApi
let kit: AppKit | undefined
const realFetch = globalThis.fetch
let posted: Posted[] = []

beforeAll(async () => {
  api = await startProjectApi()
}, 60_000)
afterAll(() => api?.stop())
beforeEach(() => {
  posted = []
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
