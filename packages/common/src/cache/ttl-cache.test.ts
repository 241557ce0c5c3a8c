import { expect, test } from 'vitest'
import { createTtlCache } from './ttl-cache'

test('an entry expires by the injected clock', () => {
  let now = 0
  const cache = createTtlCache<number>({ ttlMs: 30_000, now: () => now })
  cache.set('k', 1)
  now = 29_999
  expect(cache.get('k')).toBe(1)
  now = 30_000
  expect(cache.get('k')).toBeUndefined()
})

test('an entry may carry its own lifetime; delete and clear drop entries', () => {
  let now = 0
  const cache = createTtlCache<string>({ ttlMs: 1000, now: () => now })
  cache.set('long', 'a', 5000)
  cache.set('short', 'b')
  cache.set('gone', 'c')
  cache.delete('gone')
  expect(cache.get('gone')).toBeUndefined()
  now = 1000
  expect([cache.get('long'), cache.get('short')]).toEqual(['a', undefined])
  cache.clear()
  expect(cache.get('long')).toBeUndefined()
})
