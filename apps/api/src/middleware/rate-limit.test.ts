import { expect, test } from 'vitest'
import { silentLogger } from '../http/logger'
import { leaseSize, type RateCounter, RateLimiter } from './rate-limit'

// One shared counter stands for the store; each RateLimiter is one process of the service.
function sharedCounter(): RateCounter & { claims: number } {
  const counts = new Map<string, number>()
  const counter = {
    claims: 0,
    async claim(key: string, windowStart: number, _end: number, n: number) {
      counter.claims++
      const used = (counts.get(`${key}@${windowStart}`) ?? 0) + n
      counts.set(`${key}@${windowStart}`, used)
      return used
    },
    async sweep() {},
  }
  return counter
}

test('two processes on one store admit a small limit exactly once between them', async () => {
  const now = 1_000_000
  const store = sharedCounter()
  const [a, b] = [new RateLimiter(store, () => now, silentLogger), new RateLimiter(store, () => now, silentLogger)]
  const answers = []
  for (let i = 0; i < 6; i++) answers.push(await (i % 2 ? b : a).hit('project:p', 5))
  expect(answers.map((s) => s === 0)).toEqual([true, true, true, true, true, false])
  expect(await a.hit('project:p', 5)).toBeGreaterThan(0)
})

test('a large limit is claimed in leases, and two processes never admit more than the limit', async () => {
  const now = 1_000_000
  const store = sharedCounter()
  const limit = 1200
  const processes = [new RateLimiter(store, () => now, silentLogger), new RateLimiter(store, () => now, silentLogger)]
  let admitted = 0
  for (let i = 0; i < 2 * limit; i++) if ((await processes[i % 2]?.hit('project:p', limit)) === 0) admitted++
  expect(admitted).toBeLessThanOrEqual(limit)
  expect(admitted).toBeGreaterThanOrEqual(limit - 2 * (leaseSize(limit) - 1))
  // One store round trip per lease, not per request.
  expect(store.claims).toBeLessThan(limit / leaseSize(limit) + 10)
})

test('Retry-After counts to the end of the window, and the next window starts afresh', async () => {
  let now = 60_000 * 100 + 15_000
  const limiter = new RateLimiter(sharedCounter(), () => now, silentLogger)
  expect(await limiter.hit('k', 1)).toBe(0)
  expect(await limiter.hit('k', 1)).toBe(45)
  now += 45_000
  expect(await limiter.hit('k', 1)).toBe(0)
})

test('concurrent requests share one claim', async () => {
  const store = sharedCounter()
  const limiter = new RateLimiter(store, () => 0, silentLogger)
  const answers = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('k', 10_000)))
  expect(answers.every((a) => a === 0)).toBe(true)
  expect(store.claims).toBe(1)
})

test('a store that cannot count lets the request through and says so', async () => {
  const logged: string[] = []
  const broken: RateCounter = { claim: () => Promise.reject(new Error('down')), sweep: async () => {} }
  const limiter = new RateLimiter(
    broken,
    () => 0,
    (_level, msg) => logged.push(msg),
  )
  expect(await limiter.hit('k', 1)).toBe(0)
  expect(logged).toContain('rate limit store unavailable')
})
