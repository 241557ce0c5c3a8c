import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, test } from 'vitest'
import { DEV_KEY, SECOND_KEY, startTestApi } from './helpers'

const owner = privateKeyToAccount(DEV_KEY)
const other = privateKeyToAccount(SECOND_KEY)
const BASE_COIN_TYPE = (0x80000000 | 8453) >>> 0

async function signedRegistration(
  account = owner,
  name = 'alice-dev',
  overrides: { timestamp?: number; coin_type?: number; attributes?: Record<string, string> } = {},
) {
  const message = JSON.stringify({
    name,
    attributes: overrides.attributes ?? { avatar: 'https://avatars.example/alice.png', bio: 'hi' },
    timestamp: overrides.timestamp ?? Math.floor(Date.now() / 1000),
  })
  return {
    coin_type: overrides.coin_type ?? 60,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  }
}

const t = await startTestApi()
afterAll(() => t.api.close())

describe('name registry', () => {
  test('registers with a real personal_sign signature and resolves both ways', async () => {
    const res = await t.post('/v1/profile/account', await signedRegistration())
    expect(res.status).toBe(200)
    const record = (await res.json()) as { name: string; addresses: Record<string, { address: string }> }
    expect(record.name).toBe('alice-dev.portico.id')
    expect(record.addresses['60']?.address).toBe(owner.address)

    const byName = await t.get('/v1/profile/account/alice-dev.portico.id?apiVersion=2')
    expect(await byName.json()).toMatchObject({
      name: 'alice-dev.portico.id',
      attributes: expect.arrayContaining([{ avatar: 'https://avatars.example/alice.png' }, { bio: 'hi' }]),
    })
    const reverse = (await (await t.get(`/v1/profile/reverse/${owner.address.toLowerCase()}?apiVersion=2`)).json()) as {
      name: string
    }[]
    expect(reverse.map((r) => r.name)).toEqual(['alice-dev.portico.id'])
    expect(await (await t.get(`/v1/identity/${owner.address}`)).json()).toEqual({
      name: 'alice-dev.portico.id',
      avatar: 'https://avatars.example/alice.png',
    })
  })

  test('the same owner may add an address for another EVM coin type', async () => {
    const res = await t.post(
      '/v1/profile/account',
      await signedRegistration(owner, 'alice-dev', { coin_type: BASE_COIN_TYPE }),
    )
    expect(res.status).toBe(200)
    expect(Object.keys(((await res.json()) as { addresses: object }).addresses).sort()).toEqual(['2147492101', '60'])
  })

  test('a name owned by someone else is a 409', async () => {
    const res = await t.post('/v1/profile/account', await signedRegistration(other, 'alice-dev'))
    expect(res.status).toBe(409)
  })

  test('a signature by another key is refused', async () => {
    const payload = await signedRegistration(other, 'mallory')
    const res = await t.post('/v1/profile/account', { ...payload, address: owner.address })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: 'INVALID_SIGNATURE' })
    expect((await t.get('/v1/profile/account/mallory')).status).toBe(404)
  })

  test.each([
    ['a short name', { name: 'abc' }, 'message.name'],
    ['a name with a dot or symbol', { name: 'al!ce' }, 'message.name'],
    ['a stale timestamp', { timestamp: Math.floor(Date.now() / 1000) - 3600 }, 'message.timestamp'],
    ['a non-EVM coin type', { coin_type: 501 }, 'coin_type'],
    ['a coin type past 32 bits', { coin_type: 2 ** 33 }, 'coin_type'],
    ['the flagged mainnet coin type (mainnet is 60 only)', { coin_type: 0x80000001 }, 'coin_type'],
  ])('400 for %s, naming the field', async (_label, change, path) => {
    const { name, ...rest } = change as { name?: string; timestamp?: number; coin_type?: number }
    const res = await t.post('/v1/profile/account', await signedRegistration(owner, name ?? 'valid-name', rest))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'BAD_REQUEST', issues: [{ path }] })
  })

  test('400 for a malformed body', async () => {
    const res = await t.post('/v1/profile/account', { address: 'nope', message: 1 })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { issues: { path: string }[] }
    expect(body.issues.map((i) => i.path)).toContain('address')
  })

  test('suggestions mark registered names', async () => {
    const res = await t.get('/v1/profile/suggestions/alice-dev?zone=portico.id')
    const { suggestions } = (await res.json()) as { suggestions: { name: string; registered: boolean }[] }
    expect(suggestions[0]).toEqual({ name: 'alice-dev.portico.id', registered: true })
    expect(suggestions.slice(1).every((s) => !s.registered)).toBe(true)
    expect((await t.get('/v1/profile/suggestions/ab')).status).toBe(400)
  })

  test('identity of an address without a name is empty, a bad address a 400', async () => {
    expect(await (await t.get(`/v1/identity/${other.address}`)).json()).toEqual({ name: null, avatar: null })
    expect((await t.get('/v1/identity/0x123')).status).toBe(400)
  })
})

test('restart with a PGlite data dir keeps registered names', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'portico-api-'))
  try {
    const first = await startTestApi({ store: { kind: 'pglite', dataDir: dir } })
    const res = await first.post('/v1/profile/account', await signedRegistration(owner, 'persisted'))
    expect(res.status).toBe(200)
    await first.api.close()
    const second = await startTestApi({ store: { kind: 'pglite', dataDir: dir } })
    try {
      expect(await (await second.get('/v1/profile/account/persisted')).json()).toMatchObject({
        name: 'persisted.portico.id',
      })
    } finally {
      await second.api.close()
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}, 60_000)
