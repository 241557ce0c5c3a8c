// @vitest-environment happy-dom

import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { isPorticoError } from '@portico/common'
import { polkadot, westend } from '@portico/common/networks'
import type { AdapterEvents } from '@portico/core'
import { injectPolkadotWallet, PolkadotTestWallet } from '@portico/testing/polkadot-wallet'
import { windowPage } from '@portico/testing/window-page'
import { describe, expect, it, vi } from 'vitest'
import { createPolkadotAdapter, systemAccountKey } from '../src'

const ns = { namespace: 'polkadot' as const }
let counter = 0

// Each test gets its own extension name: window.injectedWeb3 entries of earlier tests stay in this window.
async function injected(preAuthorized = false) {
  counter += 1
  const name = `portico-test-${counter}`
  const wallet = await PolkadotTestWallet.create({ preAuthorized })
  const page = windowPage()
  await injectPolkadotWallet(page, wallet, { name })
  page.load()
  return { wallet, name }
}

function record(post?: (url: string, body: unknown) => Promise<unknown>) {
  const adapter = createPolkadotAdapter({ appName: 'Portico Lab', ...(post ? { post } : {}) })
  const events: { name: keyof AdapterEvents; payload: unknown }[] = []
  for (const name of ['accountsChanged', 'chainChanged', 'disconnect'] as const) {
    adapter.on(name, (payload) => events.push({ name, payload }))
  }
  return { adapter, events }
}

const verifies = (message: string, signature: string, address: string) =>
  signatureVerify(u8aWrapBytes(stringToU8a(message)), signature, address).isValid

describe('polkadot adapter', () => {
  it('lists injected extensions and connects with the app name: eoa accounts with public keys', async () => {
    const { wallet, name } = await injected()
    const { adapter } = record()
    expect(await adapter.syncConnectors(ns)).toContainEqual({
      id: name,
      name,
      type: 'injected',
      chain: 'polkadot',
      installed: true,
    })
    const connection = await adapter.connect({ ...ns, connectorId: name, caipNetwork: polkadot })
    expect(wallet.origins).toContain('Portico Lab')
    expect(connection.caipNetworkId).toBe(polkadot.caipNetworkId)
    expect(connection.accounts.map((a) => a.address)).toEqual(wallet.accounts.map((a) => a.address))
    expect(connection.accounts.every((a) => a.type === 'eoa' && /^0x[0-9a-f]{64}$/.test(a.publicKey ?? ''))).toBe(true)
  })

  it('signs with signRaw, for whichever account is chosen; util-crypto verifies sr25519', async () => {
    const { name } = await injected()
    const { adapter } = record()
    const { accounts } = await adapter.connect({ ...ns, connectorId: name, caipNetwork: polkadot })
    for (const account of accounts) {
      const signature = await adapter.signMessage({ ...ns, address: account.address, message: 'Hello DOT' })
      expect(verifies('Hello DOT', signature, account.address)).toBe(true)
      expect(verifies('Hello DOTs', signature, account.address)).toBe(false)
    }
    const other = accounts[1]?.address as string
    const byFirst = await adapter.signMessage({ ...ns, address: accounts[0]?.address as string, message: 'm' })
    expect(verifies('m', byFirst, other)).toBe(false)
    await expect(adapter.signMessage({ ...ns, address: '5notmine', message: 'm' })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
  })

  it('a declined authorization is CONNECTION_REJECTED, a declined signature USER_REJECTED; state stays', async () => {
    const { wallet, name } = await injected()
    const { adapter } = record()
    wallet.setBehaviour('enable', 'reject')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(adapter.connect({ ...ns, connectorId: name })).rejects.toMatchObject({ code: 'CONNECTION_REJECTED' })
    expect(await adapter.getAccounts({ ...ns, connectorId: name })).toEqual([])
    wallet.setBehaviour('enable', 'approve')
    const { accounts } = await adapter.connect({ ...ns, connectorId: name })
    wallet.setBehaviour('signRaw', 'reject')
    const error = await adapter
      .signMessage({ ...ns, address: accounts[0]?.address as string, message: 'x' })
      .catch((e) => e)
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
    expect(await adapter.getAccounts({ ...ns, connectorId: name })).toHaveLength(2)
  })

  it('garbage accounts and signatures become clear errors', async () => {
    const { wallet, name } = await injected()
    const { adapter } = record()
    wallet.setBehaviour('accounts.get', 'garbage')
    await expect(adapter.connect({ ...ns, connectorId: name })).rejects.toMatchObject({ code: 'SOMETHING_WENT_WRONG' })
    expect(await adapter.getAccounts({ ...ns, connectorId: name })).toEqual([])
    wallet.setBehaviour('accounts.get', 'approve')
    const { accounts } = await adapter.connect({ ...ns, connectorId: name })
    wallet.setBehaviour('signRaw', 'garbage')
    await expect(
      adapter.signMessage({ ...ns, address: accounts[0]?.address as string, message: 'x' }),
    ).rejects.toMatchObject({ code: 'SOMETHING_WENT_WRONG' })
  })

  it('an extension vanishing mid-signature fails with DISCONNECTED and ends the connection', async () => {
    const { wallet, name } = await injected()
    const { adapter, events } = record()
    const { accounts } = await adapter.connect({ ...ns, connectorId: name })
    wallet.setBehaviour('signRaw', 'hang')
    const pending = adapter.signMessage({ ...ns, address: accounts[0]?.address as string, message: 'x' })
    await new Promise((r) => setTimeout(r, 0))
    wallet.vanish()
    await expect(pending).rejects.toMatchObject({ code: 'DISCONNECTED' })
    expect(events).toContainEqual({ name: 'disconnect', payload: { namespace: 'polkadot', connectorId: name } })
    expect(await adapter.getAccounts({ ...ns, connectorId: name })).toEqual([])
    expect((await adapter.syncConnectors(ns)).some((c) => c.id === name)).toBe(false)
  })

  it('reconnects a remembered site on a new adapter; a missing extension restores nothing', async () => {
    const { wallet, name } = await injected(true)
    const restored = await record().adapter.reconnect({ ...ns, connectorId: name, caipNetwork: polkadot })
    expect(restored?.accounts.map((a) => a.address)).toEqual(wallet.accounts.map((a) => a.address))
    expect(await record().adapter.reconnect({ ...ns, connectorId: 'not-installed' })).toBeUndefined()
  })

  it('follows account changes in the extension; none left is a disconnect', async () => {
    const { wallet, name } = await injected()
    const { adapter, events } = record()
    await adapter.connect({ ...ns, connectorId: name })
    // Let the subscription's first answer (the current list) arrive before the extension changes it.
    await new Promise((r) => setTimeout(r, 0))
    expect(events).toEqual([])
    const bob = wallet.accounts[1]?.address as string
    wallet.walletShowsAccounts([bob])
    await vi.waitFor(() => expect(events.some((e) => e.name === 'accountsChanged')).toBe(true))
    expect((await adapter.getAccounts({ ...ns, connectorId: name })).map((a) => a.address)).toEqual([bob])
    wallet.walletShowsAccounts([])
    await vi.waitFor(() => expect(events.some((e) => e.name === 'disconnect')).toBe(true))
  })

  it('switching to Westend re-encodes addresses with its SS58 prefix (42)', async () => {
    const { name } = await injected()
    const { adapter, events } = record()
    await adapter.connect({ ...ns, connectorId: name, caipNetwork: polkadot })
    await adapter.switchNetwork({ ...ns, caipNetwork: westend })
    const accounts = await adapter.getAccounts({ ...ns, connectorId: name })
    expect(accounts[0]?.address).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY') // //Alice, generic prefix
    expect(events).toContainEqual({
      name: 'chainChanged',
      payload: { namespace: 'polkadot', connectorId: name, caipNetworkId: westend.caipNetworkId },
    })
  })

  it('reads the free balance with one state_getStorage call (System.Account)', async () => {
    const calls: unknown[] = []
    const free = 12_345_678_901_234n
    const le = (value: bigint, bytes: number) =>
      Array.from({ length: bytes }, (_, i) => ((value >> BigInt(8 * i)) & 0xffn).toString(16).padStart(2, '0')).join('')
    const storage = `0x${le(3n, 4)}${le(0n, 4)}${le(1n, 4)}${le(0n, 4)}${le(free, 16)}${le(0n, 16)}${le(0n, 16)}${le(0n, 16)}`
    const { adapter } = record(async (url, body) => {
      calls.push({ url, body })
      return { jsonrpc: '2.0', id: 1, result: storage }
    })
    const alice = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
    expect(await adapter.getBalance({ ...ns, address: alice, caipNetwork: polkadot })).toEqual({
      balance: '1234.5678901234',
      symbol: 'DOT',
    })
    expect(calls).toEqual([
      {
        url: polkadot.rpcUrls.default.http[0],
        body: { jsonrpc: '2.0', id: 1, method: 'state_getStorage', params: [systemAccountKey(alice)] },
      },
    ])
    expect(systemAccountKey(alice)).toMatch(/^0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9/)
    const broken = record(async () => ({ error: { code: -32000, message: 'nope' } })).adapter
    await expect(broken.getBalance({ ...ns, address: alice, caipNetwork: polkadot })).rejects.toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
    })
  })
})
