// @vitest-environment happy-dom
import { localEvm, solanaLocalnet } from '@portico/common/networks'
import { AUTH_CONNECTOR_ID, type AuthConnectorProvider, type AuthHost, REQUIRED_ADAPTER_METHODS } from '@portico/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Connected } from '../messages/schemas'
import type { FrameMessenger } from '../messenger/frame-messenger'
import * as real from './create-adapters'
import * as realSolana from './create-solana-wallet'
import {
  AUTH_ID,
  createEmbeddedSolanaWallet,
  createEmbeddedWallet,
  EIP155_MEMBERS,
  FORWARDED_METHODS,
  SOLANA_MEMBERS,
} from './lazy-wallet'

// The stand-in an app creates at start-up must not load the wallet's code (issue 16: initial JS unchanged within
// 1 kB); the first call that needs the wallet loads it, and what core did before reaches the loaded adapters.
vi.mock('./create-adapters', async (actual) => {
  const module = await actual<typeof import('./create-adapters')>()
  return { ...module, createEmbeddedWallet: vi.fn(module.createEmbeddedWallet) }
})
vi.mock('./create-solana-wallet', async (actual) => {
  const module = await actual<typeof import('./create-solana-wallet')>()
  return { ...module, createEmbeddedSolanaWallet: vi.fn(module.createEmbeddedSolanaWallet) }
})

const SECURE = 'http://127.0.0.1:7001'
const CONNECTED: Connected = {
  user: { id: 'u1', email: 'ada@example.com', provider: 'email', username: null },
  accounts: {
    eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  },
  isNewUser: false,
}

function frame() {
  const requests: string[] = []
  const messenger = {
    origin: SECURE,
    ready: async () => undefined,
    request: vi.fn(async (type: string) => {
      requests.push(type)
      if (type === 'CONNECT_EMAIL') return { action: 'VERIFY_OTP' }
      if (type === 'CONNECT_OTP' || type === 'SOCIAL_COMPLETE') return CONNECTED
      if (type === 'SOCIAL_START') return { url: `${SECURE}/social/start` }
      if (type === 'EVM_SIGN_MESSAGE') return { signature: '0xsig' }
      if (type === 'SOLANA_SIGN_MESSAGE') return { signature: 'SoLSig' }
      throw new Error(`unexpected ${type}`)
    }),
  } as unknown as FrameMessenger
  return { requests, createMessenger: () => messenger }
}

const authHost = (): AuthHost => ({ approve: async () => true, unsupported: () => undefined })
const created = () => vi.mocked(real.createEmbeddedWallet).mock.calls.length
const createdSolana = () => vi.mocked(realSolana.createEmbeddedSolanaWallet).mock.calls.length

afterEach(() => {
  vi.mocked(real.createEmbeddedWallet).mockClear()
  vi.mocked(realSolana.createEmbeddedSolanaWallet).mockClear()
  vi.restoreAllMocks()
})

describe('the embedded wallet stand-in (lazy)', () => {
  it('creating it, and what core does at start-up, loads nothing; the first sign-in step loads it once', async () => {
    const { requests, createMessenger } = frame()
    const wallet = createEmbeddedWallet({ secureSiteUrl: SECURE, projectId: 'p', createMessenger })
    const [evm, solana] = wallet.adapters
    const events: string[] = []
    evm.on('accountsChanged', ({ accounts }) => events.push(accounts[0]?.address ?? ''))
    evm.setAuthHost?.(authHost())
    evm.configureService?.({ apiUrl: 'http://127.0.0.1:1', projectId: 'p' })
    solana.setAuthHost?.(authHost())
    const [connector] = await evm.syncConnectors({ namespace: 'eip155' })
    expect(connector).toMatchObject({ id: 'ID_AUTH', type: 'auth', chain: 'eip155' })
    const provider = connector?.provider as AuthConnectorProvider
    expect(provider.kind).toBe('portico-auth')
    expect(provider.user()).toBeUndefined()
    expect(created()).toBe(0)

    expect(await provider.connectEmail('ada@example.com')).toBe('VERIFY_OTP')
    await provider.connectOtp('ada@example.com', '123456')
    expect(created()).toBe(1)
    expect(requests).toEqual(['CONNECT_EMAIL', 'CONNECT_OTP'])
    // Sync members answer from the loaded wallet now.
    expect(provider.user()).toEqual({ email: 'ada@example.com', username: null, provider: 'email' })
    const connection = await evm.connect({ namespace: 'eip155', connectorId: 'ID_AUTH', caipNetwork: localEvm })
    expect(connection.accounts[0]?.address).toBe(CONNECTED.accounts.eip155)
    // The listener core added before the load hears the loaded adapter (an email update re-reads the accounts).
    ;(await wallet.load()).session.setConnected({ ...CONNECTED })
    await vi.waitFor(() => expect(events).toEqual([CONNECTED.accounts.eip155]))
    // EIP-1193 through the stand-in's provider reaches the frame.
    const eip1193 = connector?.provider as { request(args: { method: string; params: unknown[] }): Promise<unknown> }
    expect(await eip1193.request({ method: 'personal_sign', params: ['0x68'] })).toBe('0xsig')
    expect(created()).toBe(1)
  })

  it('the auth user event listener added before the load hears the sign-in', async () => {
    const { createMessenger } = frame()
    const wallet = createEmbeddedWallet({ secureSiteUrl: SECURE, projectId: 'p', createMessenger })
    const users: string[] = []
    wallet.onAuthUser((user) => users.push(user.address))
    const [evm] = wallet.adapters
    evm.setAuthHost?.(authHost())
    const provider = (await evm.syncConnectors({ namespace: 'eip155' }))[0]?.provider as AuthConnectorProvider
    await provider.connectOtp('ada@example.com', '123456')
    await evm.connect({ namespace: 'eip155', connectorId: 'ID_AUTH', caipNetwork: localEvm })
    expect(users).toEqual([CONNECTED.accounts.eip155])
  })

  it('a social login opens its popup in the click, before the wallet has loaded', async () => {
    const { requests, createMessenger } = frame()
    const popup = { closed: false, location: { href: '' }, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const wallet = createEmbeddedWallet({ secureSiteUrl: SECURE, projectId: 'p', createMessenger })
    const provider = (await wallet.adapters[0].syncConnectors({ namespace: 'eip155' }))[0]
      ?.provider as AuthConnectorProvider
    const login = provider.connectSocial?.('github')
    expect(open).toHaveBeenCalledTimes(1)
    expect(created()).toBe(0)
    // The loaded wallet uses that popup (it opens no second one) and asks the frame for the authorization URL.
    await vi.waitFor(() => expect(requests).toContain('SOCIAL_START'))
    expect(popup.location.href).toBe(`${SECURE}/social/start`)
    expect(open).toHaveBeenCalledTimes(1)
    popup.closed = true
    await expect(login).rejects.toBeTruthy()
  })

  it("offers exactly the loaded adapters' optional capabilities", () => {
    const loaded = real.createEmbeddedWallet({ secureSiteUrl: SECURE, projectId: 'p' })
    const own = new Set<string>([
      ...REQUIRED_ADAPTER_METHODS,
      'on',
      'configureService',
      'setAuthHost',
      'currentNetwork',
    ])
    const optional = (adapter: object) =>
      Object.entries(adapter)
        .filter(([key, value]) => typeof value === 'function' && !own.has(key))
        .map(([key]) => key)
        .sort()
    expect(optional(loaded.adapters[0])).toEqual([...EIP155_MEMBERS.capabilities].sort())
    expect(optional(loaded.adapters[1])).toEqual([...SOLANA_MEMBERS.capabilities].sort())
    const stand = createEmbeddedWallet({ secureSiteUrl: SECURE, projectId: 'p' })
    expect(optional(stand.adapters[0])).toEqual([...EIP155_MEMBERS.capabilities].sort())
    expect(optional(stand.adapters[1])).toEqual([...SOLANA_MEMBERS.capabilities].sort())
  })

  it("keeps core's connector id and adapter methods (it copies them so as to import no value of core)", () => {
    expect(AUTH_ID).toBe(AUTH_CONNECTOR_ID)
    expect([...FORWARDED_METHODS, 'on', 'syncConnectors'].sort()).toEqual([...REQUIRED_ADAPTER_METHODS].sort())
  })

  it("offers exactly the loaded connector providers' members", async () => {
    const loaded = real.createEmbeddedWallet({ secureSiteUrl: SECURE, projectId: 'p' })
    const stand = createEmbeddedWallet({ secureSiteUrl: SECURE, projectId: 'p' })
    for (const [index, namespace] of [
      [0, 'eip155'],
      [1, 'solana'],
    ] as const) {
      const [ours] = await stand.adapters[index].syncConnectors({ namespace })
      const [theirs] = await loaded.adapters[index].syncConnectors({ namespace })
      expect(Object.keys(ours?.provider ?? {}).sort()).toEqual(Object.keys(theirs?.provider ?? {}).sort())
    }
    expect(created()).toBe(1)
  })

  it('the Solana stand-in (an app whose EVM side is wagmi) loads the Solana wallet alone, which has no eip155 side', async () => {
    const { requests, createMessenger } = frame()
    const wallet = createEmbeddedSolanaWallet({ secureSiteUrl: SECURE, projectId: 'p', createMessenger })
    expect(wallet.adapters.map((adapter) => adapter.namespace)).toEqual(['solana'])
    const [solana] = wallet.adapters
    const users: string[] = []
    wallet.onAuthUser((user) => users.push(user.address))
    solana.setAuthHost?.(authHost())
    const [connector] = await solana.syncConnectors({ namespace: 'solana' })
    expect(connector).toMatchObject({ id: 'ID_AUTH', type: 'auth', chain: 'solana' })
    expect(createdSolana()).toBe(0)

    const provider = connector?.provider as AuthConnectorProvider & { signMessage(bytes: Uint8Array): Promise<string> }
    await provider.connectOtp('ada@example.com', '123456')
    expect([createdSolana(), created()]).toEqual([1, 0])
    const connection = await solana.connect({
      namespace: 'solana',
      connectorId: 'ID_AUTH',
      caipNetwork: solanaLocalnet,
    })
    expect(connection.accounts).toEqual([{ address: CONNECTED.accounts.solana, type: 'eoa' }])
    // With no eip155 adapter, the auth user event names the Solana account.
    expect(users).toEqual([CONNECTED.accounts.solana])
    expect(await provider.signMessage(new TextEncoder().encode('hi'))).toBe('SoLSig')
    expect(requests).toEqual(['CONNECT_OTP', 'SOLANA_SIGN_MESSAGE'])
    const loaded = await wallet.load()
    expect(loaded.adapters.map((adapter) => adapter.namespace)).toEqual(['solana'])
    expect(Object.keys(loaded.providers)).toEqual(['solana'])
    // The smart account's settings are the eip155 side's: the Solana wallet answers none.
    expect(provider.accountType?.()).toBeUndefined()
    expect(created()).toBe(0)
  })

  it("the Solana stand-in offers exactly the Solana wallet's capabilities and connector provider members", async () => {
    const loaded = realSolana.createEmbeddedSolanaWallet({ secureSiteUrl: SECURE, projectId: 'p' })
    const stand = createEmbeddedSolanaWallet({ secureSiteUrl: SECURE, projectId: 'p' })
    const functions = (value: object) =>
      Object.entries(value)
        .filter(([key, member]) => typeof member === 'function' && !['currentNetwork', 'adapter'].includes(key))
        .map(([key]) => key)
        .sort()
    expect(functions(stand.adapters[0])).toEqual(functions(loaded.adapters[0]))
    const [ours] = await stand.adapters[0].syncConnectors({ namespace: 'solana' })
    const [theirs] = await loaded.adapters[0].syncConnectors({ namespace: 'solana' })
    expect(Object.keys(ours?.provider ?? {}).sort()).toEqual(Object.keys(theirs?.provider ?? {}).sort())
    expect(Object.keys(stand).sort()).toEqual(['adapters', 'load', 'onAuthUser'])
  })
})
