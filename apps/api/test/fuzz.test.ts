import { startTestAnvil } from '@portico/dev-contracts/anvil'
import fc from 'fast-check'
import { inspectRoutes } from 'hono/dev'
import { afterAll, expect, test } from 'vitest'
import { SERVER_ERROR_PROJECT_ID } from '../src/store/seed'
import { bodyOf, type FuzzRequest, type Route, requestFor, strayRequest } from './fuzz/requests'
import { startTestApi } from './helpers'

// Property-based fuzz over every route the app registers (listed from the Hono app itself, so a new route is fuzzed
// without being named here): wrong types, numbers at the edges, prototype keys, long and malformed text. No answer
// may be a 5xx — but the 501 of a route not built yet and the 500 the `portico-dev-server-error` project gives on
// purpose — nor take longer than REQUEST_TIMEOUT_MS, and the service answers normally afterwards. Bounded by runs
// and by time so it stays well under a minute on a busy 2-core machine; a failure prints fast-check's seed and
// the request that failed (not shrunk: each try is a real request).
const RUNS = Number(process.env.PORTICO_FUZZ_RUNS ?? 700)
const TIME_LIMIT_MS = Number(process.env.PORTICO_FUZZ_SECONDS ?? 20) * 1000
const REQUEST_TIMEOUT_MS = 5_000

const anvil = await startTestAnvil(31337)
const t = await startTestApi({
  rateLimitPerMinute: 1_000_000_000,
  chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.url, tokens: [] }],
})
afterAll(async () => {
  await t.api.close()
  await anvil.stop()
})

const routes: Route[] = inspectRoutes(t.api.app)
  .filter((r) => !r.isMiddleware)
  .map((r) => ({ method: r.method, path: r.path }))

/** Whether a status is an acceptable answer to `request`. */
function acceptable(request: FuzzRequest, status: number, body: string): boolean {
  if ((status > 0 && status < 500) || status === 501) return true
  // The project whose origins answer 500 on purpose, so clients can test their alerts.
  return request.projectId === SERVER_ERROR_PROJECT_ID && status === 500 && body.includes('"SERVER_ERROR"')
}

async function send(request: FuzzRequest): Promise<{ status: number; body: string }> {
  const issueNonce = async () => {
    const res = await fetch(`${t.api.url}/v1/siwx/nonce?projectId=portico-dev`)
    return ((await res.json()) as { nonce: string }).nonce
  }
  const body = await bodyOf(request, Date.now(), issueNonce)
  const res = await fetch(`${t.api.url}${request.target}`, {
    method: request.method,
    headers: request.headers,
    body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  return { status: res.status, body: await res.text() }
}

test('the route list is read from the app', () => {
  expect(routes.length).toBeGreaterThan(25)
  expect(routes).toContainEqual({ method: 'POST', path: '/e' })
  expect(routes).toContainEqual({ method: 'GET', path: '/v1/account/:account/history' })
})

test(
  'no route answers a 5xx or hangs on hostile input, and the service stays healthy',
  async () => {
    const hits = new Map<string, number>()
    const failures: string[] = []
    const started = Date.now()
    const request = fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom(...routes).chain(requestFor) },
      { weight: 1, arbitrary: strayRequest },
    )
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const key = `${r.route.method} ${r.route.path}`
        hits.set(key, (hits.get(key) ?? 0) + 1)
        const answer = await send(r).catch((error: unknown) => ({
          status: -1,
          body: `${String(error)} ${error instanceof Error ? String(error.cause) : ''}`,
        }))
        if (acceptable(r, answer.status, answer.body)) return true
        failures.push(`${r.method} ${r.target.slice(0, 300)} → ${answer.status} ${answer.body.slice(0, 200)}`)
        return false
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false, endOnFailure: true },
    )
    expect(failures).toEqual([])
    // Every registered route was reached at least once (the time limit must not starve any of them).
    expect(routes.filter((r) => !hits.has(`${r.method} ${r.path}`))).toEqual([])
    expect((await fetch(`${t.api.url}/health`)).status).toBe(200)
    expect((await fetch(`${t.api.url}/ready`)).status).toBe(200)
    expect((await t.get('/getWallets?entries=1')).status).toBe(200)
    expect(t.logger.entries.filter((e) => e.msg === 'unhandled error')).toEqual([])
    console.info(`fuzz: ${[...hits.values()].reduce((a, b) => a + b, 0)} requests in ${Date.now() - started} ms`)
  },
  TIME_LIMIT_MS + 40_000,
)
