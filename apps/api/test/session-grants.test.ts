import { keccak256, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, test } from 'vitest'
import { registerSessionMessage, revokeSessionMessage } from '../src/sessions/messages'
import { DEV_KEY, SECOND_KEY, startTestApi } from './helpers'

const owner = privateKeyToAccount(DEV_KEY)
const other = privateKeyToAccount(SECOND_KEY)
const t = await startTestApi()
afterAll(() => t.api.close())

const CHAIN = 'eip155:8453'
const ACCOUNT_ID = `${CHAIN}:${owner.address}`

async function granted(nonce: string, overrides: Record<string, unknown> = {}) {
  const expiry = Math.floor(Date.now() / 1000) + 3600
  const grant = JSON.stringify({
    app: { name: 'Lab', url: 'http://lab.test' },
    address: owner.address,
    chainId: '0x2105',
    expiry,
    signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: other.address }] } },
    permissions: [{ type: 'contract-call', data: { address: other.address, functions: [{ functionName: 'mint' }] } }],
    policies: [],
    nonce,
    ...overrides,
  })
  const pci = keccak256(stringToHex(grant))
  const signature = await owner.signMessage({ message: registerSessionMessage({ pci, chainId: CHAIN, expiry }) })
  return { pci, address: owner.address, chainId: CHAIN, expiry, signature, grant }
}

describe('smart sessions with their grant, listed by account (AppKit form)', () => {
  test('a registered grant is listed under the account id with its app and permissions; revoke by account id', async () => {
    const body = await granted('0x01')
    expect((await t.post('/v1/sessions', body)).status).toBe(201)
    const listed = (await (await t.get(`/v1/sessions/${ACCOUNT_ID}`)).json()) as { sessions: unknown[] }
    expect(listed.sessions).toEqual([
      expect.objectContaining({
        pci: body.pci,
        revoked: false,
        grant: expect.objectContaining({
          app: { name: 'Lab', url: 'http://lab.test' },
          permissions: [expect.objectContaining({ type: 'contract-call' })],
        }),
      }),
    ])
    const bad = await other.signMessage({ message: revokeSessionMessage(body.pci) })
    const refused = await t.post(`/v1/sessions/${ACCOUNT_ID}/revoke`, { pci: body.pci, signature: bad })
    expect(refused.status).toBe(401)
    const signature = await owner.signMessage({ message: revokeSessionMessage(body.pci) })
    expect(await (await t.post(`/v1/sessions/${ACCOUNT_ID}/revoke`, { pci: body.pci, signature })).json()).toEqual({
      ok: true,
    })
    const after = (await (await t.get(`/v1/sessions/${ACCOUNT_ID}`)).json()) as { sessions: { revoked: boolean }[] }
    expect(after.sessions.map((s) => s.revoked)).toEqual([true])
  })

  test("the wallet's on-chain record of the session (its modifier and revoking call) is listed with the grant", async () => {
    const onchain = {
      rolesModifier: other.address,
      role: 1,
      member: other.address,
      revoke: { to: other.address, data: '0xa6edf38f' },
    }
    const mine = await granted('0x06', { onchain })
    expect((await t.post('/v1/sessions', mine)).status).toBe(201)
    const listed = (await (await t.get(`/v1/sessions/${ACCOUNT_ID}`)).json()) as {
      sessions: { pci: string; grant: { onchain?: unknown } }[]
    }
    expect(listed.sessions.find((s) => s.pci === mine.pci)?.grant.onchain).toEqual(onchain)
  })

  test('another account lists none and cannot revoke through its own id', async () => {
    const body = await granted('0x02')
    await t.post('/v1/sessions', body)
    const otherId = `${CHAIN}:${other.address}`
    expect(await (await t.get(`/v1/sessions/${otherId}`)).json()).toEqual({ sessions: [] })
    const signature = await other.signMessage({ message: revokeSessionMessage(body.pci) })
    expect((await t.post(`/v1/sessions/${otherId}/revoke`, { pci: body.pci, signature })).status).toBe(404)
  })

  test('a grant that is not the pci, or names another account, chain or expiry, is refused', async () => {
    const body = await granted('0x03')
    const tampered = { ...body, grant: body.grant.replace('mint', 'burn') }
    expect((await t.post('/v1/sessions', tampered)).status).toBe(400)
    for (const overrides of [{ address: other.address }, { chainId: '0x1' }, { expiry: 1 }, { permissions: [] }]) {
      const res = await t.post('/v1/sessions', await granted('0x04', overrides))
      expect(res.status).toBe(400)
    }
    expect(await (await t.get(`/v1/sessions/${body.pci}`)).json()).toMatchObject({ error: 'NOT_FOUND' })
  })
})
