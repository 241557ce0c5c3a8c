import { randomBytes } from 'node:crypto'
import { combine, split } from 'shamir-secret-sharing'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startAuthApi } from './auth-harness'

// What a thief of apps/api's database gets: the wallet is split 2-of-3 in the secure site, the auth share is the only
// one this service is ever given, and the test tries every pair of stored values as shares and never gets the key.
const clock = { t: Date.parse('2026-11-25T09:00:00.000Z') }
let a: Awaited<ReturnType<typeof startAuthApi>>

beforeAll(async () => {
  a = await startAuthApi(clock)
}, 60_000)
afterAll(async () => {
  await a?.harness.api.close()
})

/** Every text value in every table of the store, as a dump would hold it. */
async function dumpValues(): Promise<string[]> {
  const db = a.harness.api.context.store.db
  const tables = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  )
  const values: string[] = []
  for (const { table_name } of tables) {
    for (const row of await db.query<Record<string, unknown>>(`SELECT * FROM "${table_name}"`)) {
      for (const value of Object.values(row)) if (typeof value === 'string') values.push(value)
    }
  }
  return values
}

const decode = (value: string): Uint8Array | undefined => {
  const bytes = Buffer.from(value, 'base64')
  return bytes.length >= 2 && bytes.toString('base64') === value ? new Uint8Array(bytes) : undefined
}
const sameBytes = (x: Uint8Array, y: Uint8Array) => Buffer.from(x).equals(Buffer.from(y))

it('a dump of the database holds the auth share only and rebuilds no wallet from any pair of its values', async () => {
  const entropy = new Uint8Array(randomBytes(32))
  const [device, auth, recovery] = await split(entropy, 3, 2)
  if (!device || !auth || !recovery) throw new Error('split gave fewer than 3 shares')
  const encode = (share: Uint8Array) => Buffer.from(share).toString('base64')

  const { token } = await a.login('dump@example.com', 'dev-1')
  expect((await a.call('PUT', '/auth/v1/share', { authShare: encode(auth) }, token)).status).toBe(204)

  const values = await dumpValues()
  expect(values).toContain(encode(auth))
  expect(values).not.toContain(encode(device))
  expect(values).not.toContain(encode(recovery))
  expect(values.some((v) => v.includes(token))).toBe(false)

  const candidates = [...new Set(values)].map(decode).filter((bytes): bytes is Uint8Array => bytes !== undefined)
  let tried = 0
  for (const [i, x] of candidates.entries()) {
    for (const y of candidates.slice(i + 1)) {
      tried++
      const rebuilt = await combine([x, y]).catch(() => undefined)
      expect(rebuilt && sameBytes(rebuilt, entropy)).toBeFalsy()
    }
  }
  expect(tried).toBeGreaterThan(0)
  // The check above can fail: the auth share with the device's does rebuild the wallet.
  expect(sameBytes(await combine([auth, device]), entropy)).toBe(true)
})
