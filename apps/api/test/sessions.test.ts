import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, test } from 'vitest'
import { registerSessionMessage, revokeSessionMessage } from '../src/sessions/messages'
import { DEV_KEY, SECOND_KEY, startTestApi } from './helpers'

const owner = privateKeyToAccount(DEV_KEY)
const other = privateKeyToAccount(SECOND_KEY)
const t = await startTestApi()
afterAll(() => t.api.close())

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

async function registration(pci: string, account = owner, expiry = inAnHour()) {
  const chainId = 'eip155:8453'
  return {
    pci,
    address: owner.address,
    chainId,
    expiry,
    signature: await account.signMessage({ message: registerSessionMessage({ pci, chainId, expiry }) }),
  }
}

describe('smart sessions', () => {
  test('register with the owner signature, read it, revoke it with the owner signature', async () => {
    const created = await t.post('/v1/sessions', await registration('0xabc1'))
    expect(created.status).toBe(201)
    expect(await (await t.get('/v1/sessions/0xabc1')).json()).toMatchObject({
      pci: '0xabc1',
      project: 'portico-dev',
      address: owner.address.toLowerCase(),
      revoked: false,
    })
    const signature = await owner.signMessage({ message: revokeSessionMessage('0xabc1') })
    const revoked = await t.post('/v1/sessions/0xabc1/revoke', { pci: '0xabc1', signature })
    expect(await revoked.json()).toEqual({ ok: true })
    expect(await (await t.get('/v1/sessions/0xabc1')).json()).toMatchObject({ revoked: true })
  })

  test('a revoke signed by someone else, or over another session, is refused and changes nothing', async () => {
    await t.post('/v1/sessions', await registration('0xabc2'))
    const byOther = await other.signMessage({ message: revokeSessionMessage('0xabc2') })
    const res = await t.post('/v1/sessions/0xabc2/revoke', { pci: '0xabc2', signature: byOther })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: 'INVALID_SIGNATURE' })
    const forAnother = await owner.signMessage({ message: revokeSessionMessage('0xabc1') })
    expect((await t.post('/v1/sessions/0xabc2/revoke', { pci: '0xabc2', signature: forAnother })).status).toBe(401)
    expect(await (await t.get('/v1/sessions/0xabc2')).json()).toMatchObject({ revoked: false })
  })

  test('registration is refused when not signed by the address, expired, duplicated or malformed', async () => {
    const forged = await t.post('/v1/sessions', await registration('0xabc3', other))
    expect(forged.status).toBe(401)
    expect((await t.get('/v1/sessions/0xabc3')).status).toBe(404)
    const expired = await t.post('/v1/sessions', await registration('0xabc4', owner, Math.floor(Date.now() / 1000) - 1))
    expect(expired.status).toBe(400)
    expect((await t.post('/v1/sessions', await registration('0xabc1'))).status).toBe(409)
    const malformed = await t.post('/v1/sessions', { pci: 'nothex', address: '0x1', chainId: 'solana:1', expiry: 'x' })
    expect(malformed.status).toBe(400)
    const paths = ((await malformed.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['pci', 'address', 'chainId', 'expiry']))
  })

  test('unknown sessions are 404; a body pci that differs from the path is a 400', async () => {
    expect((await t.get('/v1/sessions/0xdead')).status).toBe(404)
    const signature = await owner.signMessage({ message: revokeSessionMessage('0xdead') })
    expect((await t.post('/v1/sessions/0xdead/revoke', { pci: '0xdead', signature })).status).toBe(404)
    expect((await t.post('/v1/sessions/0xabc2/revoke', { pci: '0xabc1', signature })).status).toBe(400)
  })
})
