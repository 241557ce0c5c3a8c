import { localEvm } from '@portico/common/networks'
import { registerSessionMessage } from '@portico/common/sessions'
import type { ApprovalRequest } from '@portico/core'
import { keccak256, stringToHex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { utf8ToHex } from '../adapter/decode'
import { type GrantDeps, grantPermissions } from './grant-permissions'
import type { SmartAccount } from './smart-account'

const SMART = '0x1111111111111111111111111111111111111111'
const KEY = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const NOW = 1_800_000_000_000
const chainHex = `0x${Number(localEvm.id).toString(16)}` as const

const request = (overrides: Record<string, unknown> = {}) => ({
  chainId: chainHex,
  expiry: NOW / 1000 + 3600,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: KEY }] } },
  permissions: [{ type: 'contract-call', data: { address: KEY, functions: [{ functionName: 'mint' }] } }],
  ...overrides,
})

function setup(approve = true, status = 201) {
  const signed: string[] = []
  const account = {
    address: SMART,
    signMessage: async (hex: string) => {
      signed.push(hex)
      return `0x${'dd'.repeat(65)}`
    },
  } as unknown as SmartAccount
  const approvals: ApprovalRequest[] = []
  const fetchFn = vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => new Response('{}', { status }))
  const deps: GrantDeps = {
    account,
    network: localEvm,
    approved: async (r) => {
      approvals.push(r)
      if (!approve) throw Object.assign(new Error('rejected'), { code: 4001 })
    },
    service: { apiUrl: 'http://api.test', projectId: 'p1' },
    appUrl: 'http://app.test',
    now: () => NOW,
    fetchFn,
  }
  return { deps, signed, approvals, fetchFn }
}

describe('wallet_grantPermissions on the smart account (kept by apps/api, not enforced on chain)', () => {
  it('after approval, signs the registration over the keccak256 of the grant and sends grant and signature', async () => {
    const { deps, signed, approvals, fetchFn } = setup()
    const answer = await grantPermissions(request(), deps)
    expect(approvals).toEqual([expect.objectContaining({ method: 'wallet_grantPermissions' })])
    const [url, init] = fetchFn.mock.calls[0] as [URL, RequestInit]
    expect(String(url)).toBe('http://api.test/v1/sessions?projectId=p1')
    const body = JSON.parse(String(init.body)) as { pci: string; grant: string; chainId: string; expiry: number }
    expect(body.pci).toBe(keccak256(stringToHex(body.grant)))
    expect(answer.context).toBe(body.pci)
    expect(JSON.parse(body.grant)).toMatchObject({ address: SMART, app: { url: 'http://app.test' }, chainId: chainHex })
    expect(body.chainId).toBe(`eip155:${localEvm.id}`)
    expect(signed).toEqual([
      utf8ToHex(registerSessionMessage({ pci: body.pci, chainId: body.chainId, expiry: body.expiry })),
    ])
    expect(answer).toMatchObject({
      address: SMART,
      chainId: chainHex,
      policies: [],
      permissions: request().permissions,
    })
  })

  it('refuses a past expiry, another chain or account, or no permission, before asking the user', async () => {
    const { deps, approvals, fetchFn } = setup()
    for (const bad of [
      { expiry: NOW / 1000 - 1 },
      { chainId: '0x1' },
      { address: KEY },
      { permissions: [] },
      { signer: 'key' },
    ])
      await expect(grantPermissions(request(bad), deps)).rejects.toHaveProperty('code')
    expect(approvals).toEqual([])
    expect(fetchFn).not.toHaveBeenCalled()
  })

  it('a rejected approval signs and sends nothing; a refused registration fails the request', async () => {
    const rejected = setup(false)
    await expect(grantPermissions(request(), rejected.deps)).rejects.toThrow('rejected')
    expect(rejected.signed).toEqual([])
    expect(rejected.fetchFn).not.toHaveBeenCalled()
    const refused = setup(true, 401)
    await expect(grantPermissions(request(), refused.deps)).rejects.toThrow('HTTP 401')
  })
})
