import { afterAll, beforeAll, expect, test } from 'vitest'
import { openStore, type Store } from '../src/store/open-store'
import { testStore } from './test-store'

// Farcaster sign-in's channels in the store (PGlite, or PostgreSQL in the postgres project): a channel is found only
// for the project that opened it and until it expires, and it is used once.
let store: Store
beforeAll(async () => {
  store = await openStore(await testStore())
}, 60_000)
afterAll(() => store?.close())

const T = 1_000_000

test('a channel keeps its nonce for its project until it expires', async () => {
  await store.farcasterChannels.opened({ channelToken: 'c1', projectId: 'p', nonce: 'n1', expiresAt: T + 600_000 })
  expect(await store.farcasterChannels.find('c1', 'p', T)).toEqual({ nonce: 'n1', usedAt: null })
  expect(await store.farcasterChannels.find('c1', 'other-project', T)).toBeUndefined()
  expect(await store.farcasterChannels.find('nope', 'p', T)).toBeUndefined()
  expect(await store.farcasterChannels.find('c1', 'p', T + 600_000)).toBeUndefined()
})

test('a channel is used once, even by two polls at the same time; an expired one not at all', async () => {
  await store.farcasterChannels.opened({ channelToken: 'c2', projectId: 'p', nonce: 'n2', expiresAt: T + 600_000 })
  const uses = await Promise.all([store.farcasterChannels.use('c2', T + 1), store.farcasterChannels.use('c2', T + 1)])
  expect(uses.filter(Boolean)).toHaveLength(1)
  expect(await store.farcasterChannels.use('c2', T + 2)).toBe(false)
  expect(await store.farcasterChannels.find('c2', 'p', T + 3)).toEqual({ nonce: 'n2', usedAt: T + 1 })

  await store.farcasterChannels.opened({ channelToken: 'c3', projectId: 'p', nonce: 'n3', expiresAt: T + 10 })
  expect(await store.farcasterChannels.use('c3', T + 10)).toBe(false)
})

test('a nonce belongs to one channel; sweeping forgets the expired ones only', async () => {
  await expect(
    store.farcasterChannels.opened({ channelToken: 'c4', projectId: 'p', nonce: 'n1', expiresAt: T + 600_000 }),
  ).rejects.toThrow()
  await store.farcasterChannels.opened({ channelToken: 'c5', projectId: 'p', nonce: 'n5', expiresAt: T + 5 })
  await store.farcasterChannels.sweep(T + 5)
  const rows = await store.db.query<{ channel_token: string }>(
    'SELECT channel_token FROM farcaster_channels ORDER BY channel_token',
  )
  expect(rows.map((row) => row.channel_token)).toEqual(['c1', 'c2', 'c3'])
})
