import { utf8ToHex } from '@portico/common/hex'
import { localEvm } from '@portico/common/networks'
import { registerSessionMessage } from '@portico/common/sessions'
import type { ApprovalRequest } from '@portico/core'
import { keccak256, stringToHex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { type GrantDeps, grantPermissions } from './grant-permissions'
import { SESSION_ROLE, sessionInstall, ZODIAC_ROLES } from './session-roles'
import type { SmartAccount } from './smart-account'
import { fakeAccount, mined } from './smart-fakes.test-support'

const SMART = '0x1111111111111111111111111111111111111111'
const KEY = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const NOW = 1_800_000_000_000
const chainHex = `0x${Number(localEvm.id).toString(16)}` as const

const request = (overrides: Record<string, unknown> = {}) => ({
  chainId: chainHex,
  expiry: NOW / 1000 + 3600,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: KEY }] } },
  permissions: [
    { type: 'contract-call', data: { address: KEY, functions: [{ functionName: 'mint(address,uint256)' }] } },
  ],
  ...overrides,
})

function setup(approve = true, status = 201, installed = true) {
  const signed: string[] = []
  const { account: fake, sent } = fakeAccount(mined(installed))
  const account: SmartAccount = {
    ...fake,
    address: SMART,
    signMessage: async (hex: string) => {
      signed.push(hex)
      return `0x${'dd'.repeat(65)}`
    },
  }
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
  return { deps, signed, approvals, fetchFn, sent }
}

describe('wallet_grantPermissions on the smart account (put on chain, kept by apps/api)', () => {
  it('after approval, signs the registration over the keccak256 of the grant and sends grant and signature', async () => {
    const { deps, signed, approvals, fetchFn } = setup()
    const answer = await grantPermissions(request(), deps)
    // The expiry travels as data: the modal formats it in its own locale.
    expect(approvals).toEqual([
      expect.objectContaining({
        method: 'wallet_grantPermissions',
        summary: 'contract-call',
        expiresAt: request().expiry,
      }),
    ])
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

  it('puts the session on chain in one user operation before the registration, which records the modifier', async () => {
    const { deps, sent, signed, fetchFn } = setup()
    const answer = await grantPermissions(request(), deps)
    expect(sent).toHaveLength(1)
    const [, init] = fetchFn.mock.calls[0] as [URL, RequestInit]
    const grant = JSON.parse(JSON.parse(String(init.body)).grant) as {
      nonce: string
      onchain: { rolesModifier: string; role: number; member: string; revoke: { to: string; data: string } }
    }
    const expected = sessionInstall({
      safe: SMART,
      signer: request().signer,
      permissions: request().permissions,
      saltNonce: BigInt(grant.nonce),
    })
    expect(sent[0]).toEqual(expected.calls)
    expect(grant.onchain).toEqual({
      rolesModifier: expected.module,
      role: SESSION_ROLE,
      member: KEY,
      revoke: expected.revoke,
    })
    expect(answer.signerMeta).toEqual({ rolesModifier: expected.module, role: SESSION_ROLE })
    expect(signed).toHaveLength(1)
  })

  it('a reverted install registers nothing; a permission the modifier cannot hold is refused before asking', async () => {
    const reverted = setup(true, 201, false)
    await expect(grantPermissions(request(), reverted.deps)).rejects.toThrow('reverted')
    expect(reverted.signed).toEqual([])
    expect(reverted.fetchFn).not.toHaveBeenCalled()
    const { deps, approvals, sent } = setup()
    for (const permissions of [
      [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
      [{ type: 'contract-call', data: { address: KEY, functions: [{ functionName: 'mint' }] } }],
      [{ type: 'contract-call', data: { address: 'nope', functions: [{ functionName: 'mint(uint256)' }] } }],
    ])
      await expect(grantPermissions(request({ permissions }), deps)).rejects.toHaveProperty('code', -32602)
    expect(approvals).toEqual([])
    expect(sent).toEqual([])
  })
})

describe('sessionInstall (Zodiac Roles v1.1 on the Safe)', () => {
  const install = () =>
    sessionInstall({ safe: SMART, signer: request().signer, permissions: request().permissions, saltNonce: 7n })

  it("deploys the session's modifier, enables it, gives the key its role and scopes it to the granted function", () => {
    const { calls, module, revoke } = install()
    expect(calls.map((c) => c.to)).toEqual([ZODIAC_ROLES.moduleProxyFactory, SMART, module, module, module])
    // deployModule, enableModule, assignRoles, scopeTarget, scopeAllowFunction (mint(address,uint256) = 0x40c10f19).
    expect(calls.map((c) => c.data?.slice(0, 10))).toEqual([
      '0xf1ab873c',
      '0x610b5925',
      '0xa6edf38f',
      '0x5e826695',
      '0x2fcf52d1',
    ])
    expect(calls[4]?.data).toContain('40c10f19')
    expect(revoke).toMatchObject({ to: module })
    expect(revoke.data?.slice(0, 10)).toBe('0xa6edf38f')
    // The same grant nonce gives the same modifier; another gives another.
    expect(install().module).toBe(module)
    expect(
      sessionInstall({ safe: SMART, signer: request().signer, permissions: request().permissions, saltNonce: 8n })
        .module,
    ).not.toBe(module)
  })

  it('takes the key from an account signer or an uncompressed public key', () => {
    const publicKey =
      '0x048318535b54105d4a7aae60c08fc45f9687181b4fdfc625bd1a753fa7397fed753547f11ca8696646f2f3acb08e31016afac23e630c5d11f59f61fef57b0d2aa5'
    const member = (signer: { type: string; data: unknown }) =>
      sessionInstall({ safe: SMART, signer, permissions: request().permissions, saltNonce: 1n }).member
    expect(member({ type: 'account', data: { address: KEY } })).toBe(KEY)
    expect(member({ type: 'key', data: { type: 'secp256k1', publicKey } })).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
  })
})
