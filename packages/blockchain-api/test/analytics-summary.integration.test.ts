import { DEV_PROJECT_ID, type RunningApi, silentLogger, startApiServer } from '@portico/api'
import { afterAll, expect, test } from 'vitest'
import { createApiClient, createEventQueue } from '../src'

// The client's batched queue against a started apps/api: what it sends lands in the project's summary.
const api: RunningApi = await startApiServer({ logger: silentLogger })
afterAll(() => api.close())

interface Summary {
  projectId: string
  counts: { day: string; event: string; count: number }[]
}

const summary = async (projectId: string): Promise<Summary> =>
  (await fetch(`${api.url}/projects/v1/analytics/summary?projectId=${projectId}`)).json() as Promise<Summary>

test('events queued by the client are counted per name per day in the project summary', async () => {
  const client = createApiClient({ projectId: DEV_PROJECT_ID, sdkType: 'portico', sdkVersion: 't', url: api.url })
  const queue = createEventQueue(client, { flushMs: 60_000 })
  queue.push({ type: 'track', event: 'INITIALIZE' })
  queue.push({ type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:1' } })
  queue.push({ type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:10' } })
  queue.push({ type: 'track', event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'google' } })
  expect((await summary(DEV_PROJECT_ID)).counts).toEqual([])
  expect(await queue.dispose()).toBe(4)
  const today = new Date().toISOString().slice(0, 10)
  const result = await summary(DEV_PROJECT_ID)
  expect(result.projectId).toBe(DEV_PROJECT_ID)
  expect(result.counts).toEqual([
    { day: today, event: 'INITIALIZE', count: 1 },
    { day: today, event: 'SOCIAL_LOGIN_SUCCESS', count: 1 },
    { day: today, event: 'SWITCH_NETWORK', count: 2 },
  ])
})

test('an unknown project has no summary; a bad day range is refused', async () => {
  expect((await fetch(`${api.url}/projects/v1/analytics/summary?projectId=nope-unknown`)).status).toBe(403)
  const bad = await fetch(`${api.url}/projects/v1/analytics/summary?projectId=${DEV_PROJECT_ID}&days=0`)
  expect(bad.status).toBe(400)
})
