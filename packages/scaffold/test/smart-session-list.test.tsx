import type { AuthAccountType } from '@portico/core'
import { AUTH_CONNECTOR_ID } from '@portico/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { revocable } from '../src/views/smart-sessions/smartSessions'
import { openModal } from './setup'
import { withEmbeddedWallet } from './support/embedded-wallet'

const smart: AuthAccountType = {
  preferredAccountType: 'smartAccount',
  smartAccountAvailable: true,
  smartAccountDeployed: true,
  smartAccountEnabledNetworks: [31337],
}
const PCI = `0x${'ab'.repeat(32)}`
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

/** apps/api as the view sees it: one account's sessions; a revoke marks one revoked and is recorded. */
function fakeApi(onchain?: Record<string, unknown>) {
  const sessions = [
    {
      pci: PCI,
      address: '0x0',
      chainId: 'eip155:31337',
      expiry: inAnHour(),
      revoked: false,
      grant: {
        app: { url: 'http://lab.test:5173' },
        signer: null,
        permissions: [{ type: 'contract-call' }],
        policies: [],
        ...(onchain ? { onchain } : {}),
      },
    },
  ]
  const calls: { method: string; url: string; body?: unknown }[] = []
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    calls.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    if (init?.method === 'POST') {
      const [session] = sessions
      if (session) session.revoked = true
      return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } })
    }
    return new Response(JSON.stringify({ sessions }), { headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchFn)
  return { calls }
}

async function openSettings(enableSmartSessions: boolean) {
  const { h, adapter } = await withEmbeddedWallet(
    { accountType: () => smart, setPreferredAccountType: vi.fn(async () => undefined) },
    { enableSmartSessions, apiUrl: 'http://api.test', projectId: 'p1' },
  )
  const connect = adapter.connect.bind(adapter)
  adapter.connect = async (params) => ({ ...(await connect(params)), connectorId: AUTH_CONNECTOR_ID })
  await act(async () => h.core.connect({ namespace: 'eip155', connectorId: AUTH_CONNECTOR_ID }))
  await openModal(h, { view: 'SmartAccountSettings' })
  await h.modal().findByTestId('portico-smart-account-settings')
  return h
}

const REVOKE_CALL = { to: `0x${'12'.repeat(20)}`, data: '0xa6edf38f00' }

/** The list showing one session the wallet put on chain (its revoking call is REVOKE_CALL). */
async function listOnChainSession() {
  const { calls } = fakeApi({
    rolesModifier: REVOKE_CALL.to,
    role: 1,
    member: `0x${'34'.repeat(20)}`,
    revoke: REVOKE_CALL,
  })
  const h = await openSettings(true)
  await act(async () => fireEvent.click(h.modal().getByTestId('portico-smart-sessions')))
  await h.modal().findByTestId('portico-smart-session', {}, { timeout: 5000 })
  return { calls, h }
}

afterEach(() => vi.unstubAllGlobals())

describe('SmartSessionList (issue 19)', () => {
  it('is not offered with smart sessions off (§9 default)', async () => {
    fakeApi()
    const h = await openSettings(false)
    expect(h.modal().queryByTestId('portico-smart-sessions')).toBeNull()
    h.unmount()
  })

  it("lists the account's sessions and revokes one with the account's signature over the revoke text", async () => {
    const { calls } = fakeApi()
    const h = await openSettings(true)
    await act(async () => fireEvent.click(h.modal().getByTestId('portico-smart-sessions')))
    const row = await h.modal().findByTestId('portico-smart-session', {}, { timeout: 5000 })
    expect(row.textContent).toContain('App lab.test:5173')
    expect(row.textContent).toContain('contract-call')
    expect(row.getAttribute('data-status')).toBe('active')
    const address = h.core.state.chain.chains.eip155?.accountState.address as string
    expect(calls[0]?.url).toContain(`/v1/sessions/${encodeURIComponent(`eip155:31337:${address}`)}?`)
    const sign = vi.spyOn(h.core, 'signMessage')
    await act(async () => fireEvent.click(h.modal().getByTestId('portico-smart-session-revoke')))
    await waitFor(() =>
      expect(h.modal().getByTestId('portico-smart-session').getAttribute('data-status')).toBe('revoked'),
    )
    expect(sign).toHaveBeenCalledWith({
      namespace: 'eip155',
      message: `Portico smart session\nAction: revoke\nPermissions context: ${PCI}`,
    })
    const revoke = calls.find((c) => c.method === 'POST')
    expect(revoke?.url).toContain(`/v1/sessions/${encodeURIComponent(`eip155:31337:${address}`)}/revoke?`)
    expect(revoke?.body).toEqual({ pci: PCI, signature: await sign.mock.results[0]?.value })
    expect(h.modal().queryByTestId('portico-smart-session-revoke')).toBeNull()
    h.unmount()
  })

  it('a session the wallet put on chain is revoked there first (one approved call), then signed and recorded', async () => {
    const { calls, h } = await listOnChainSession()
    const order: string[] = []
    const request = vi.spyOn(h.core, 'request').mockImplementation((async (_ns: string, capability: string) => {
      order.push(capability)
      return { id: '0x1', status: 'success', receipts: [] }
    }) as unknown as typeof h.core.request)
    const sign = vi.spyOn(h.core, 'signMessage').mockImplementation(async () => {
      order.push('signMessage')
      return `0x${'dd'.repeat(65)}`
    })
    await act(async () => fireEvent.click(h.modal().getByTestId('portico-smart-session-revoke')))
    await waitFor(() =>
      expect(h.modal().getByTestId('portico-smart-session').getAttribute('data-status')).toBe('revoked'),
    )
    expect(request).toHaveBeenCalledWith('eip155', 'sendCalls', { calls: [REVOKE_CALL] })
    expect(order).toEqual(['sendCalls', 'signMessage'])
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
    sign.mockRestore()
    h.unmount()
  })

  it('a revoke that fails on chain is neither signed nor recorded, and says so', async () => {
    const { calls, h } = await listOnChainSession()
    vi.spyOn(h.core, 'request').mockImplementation((async () => ({
      id: '0x1',
      status: 'failure',
      receipts: [],
    })) as unknown as typeof h.core.request)
    const sign = vi.spyOn(h.core, 'signMessage')
    await act(async () => fireEvent.click(h.modal().getByTestId('portico-smart-session-revoke')))
    await h.modal().findByTestId('portico-smart-session-revoke-failed')
    expect(sign).not.toHaveBeenCalled()
    expect(calls.filter((c) => c.method === 'POST')).toEqual([])
    expect(h.modal().getByTestId('portico-smart-session').getAttribute('data-status')).toBe('active')
    h.unmount()
  })
})

describe('revocable', () => {
  const base = { pci: PCI, address: '0x0', chainId: 'eip155:31337', expiry: 1, revoked: false }
  const grant = { app: {}, signer: null, permissions: [], policies: [] }
  const onchain = { rolesModifier: '0x1', role: 1, member: '0x2', revoke: { to: '0x1', data: '0x' } }

  it('offers an active session, and an expired one only while its key still holds its role on chain', () => {
    expect(revocable({ ...base, grant }, 'active')).toBe(true)
    expect(revocable({ ...base, grant }, 'expired')).toBe(false)
    expect(revocable({ ...base, grant: { ...grant, onchain } }, 'expired')).toBe(true)
    expect(revocable({ ...base, grant: { ...grant, onchain } }, 'revoked')).toBe(false)
  })
})
