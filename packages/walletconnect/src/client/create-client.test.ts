import { createHash } from 'node:crypto'
import { type CaipNetwork, defineNetwork, isUserRejection, PorticoError } from '@portico/common'
import { localEvm, localEvm2 } from '@portico/common/networks'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS, FakeProvider, installLocalStorage, session } from '../../test/fake-provider'
import { createWalletConnectClient } from './create-client'
import type { WalletConnectOptions } from './types'

const cosmoshub = defineNetwork({
  id: 'cosmoshub-4',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:26657'] } },
}) as CaipNetwork

function setup(extra: Partial<WalletConnectOptions> = {}) {
  const provider = new FakeProvider()
  const loadProvider = vi.fn(async () => provider)
  const client = createWalletConnectClient({
    projectId: 'test',
    metadata: { name: 'dapp', description: 'd', url: 'http://127.0.0.1', icons: [] },
    networks: [localEvm, localEvm2],
    relayUrl: 'ws://127.0.0.1:1',
    loadProvider,
    reusesPairing: () => false,
    ...extra,
  })
  return { provider, client, loadProvider }
}

/** The pairing made before the provider loads (./pairing-uri). */
const OWN_URI = /^wc:([0-9a-f]{64})@2\?symKey=([0-9a-f]{64})&relay-protocol=irn&expiryTimestamp=(\d+)$/

const uriShown = async (client: ReturnType<typeof setup>['client']) => {
  await vi.waitFor(() => expect(client.getState().status).toBe('pairing'))
  return client.getState().uri as string
}

installLocalStorage()
beforeEach(() => localStorage.clear())
afterEach(() => vi.useRealTimers())

describe('pairing', () => {
  it('loads the provider only when asked to pair, shows the URI, resolves with the approved session', async () => {
    const { client, provider, loadProvider } = setup()
    expect(loadProvider).not.toHaveBeenCalled()
    expect(client.hasStoredSession()).toBe(false)
    const connecting = client.connect()
    expect(client.getState().status).toBe('loading')
    const uri = await uriShown(client)
    expect(uri).toMatch(OWN_URI)
    expect(client.getState().expiresAt).toBeGreaterThan(Date.now())
    provider.approve(session())
    const summary = await connecting
    expect(summary.namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(summary.peer).toEqual({
      name: 'Test wallet',
      icon: 'http://127.0.0.1/icon.png',
      native: 'testwallet://',
      universal: 'https://wallet.example/wc',
    })
    expect(client.getState().status).toBe('connected')
    expect(client.hasStoredSession()).toBe(true)
    expect(loadProvider).toHaveBeenCalledTimes(1)
  })

  it('shows the URI before the provider has loaded; the sign client takes that pairing over and proposes on it', async () => {
    const now = 1_800_000_000_000
    let loaded!: (p: FakeProvider) => void
    const provider = new FakeProvider()
    const { client } = setup({ now: () => now, loadProvider: () => new Promise((resolve) => (loaded = resolve)) })
    const connecting = client.connect()
    const uri = await uriShown(client)
    const [, topic, symKey, expiry] = OWN_URI.exec(uri) ?? []
    // The topic is the key's SHA-256, as the sign client derives it; the URI expires with the shown pairing.
    expect(topic).toBe(
      createHash('sha256')
        .update(Buffer.from(symKey as string, 'hex'))
        .digest('hex'),
    )
    expect(client.getState().expiresAt).toBe(now + 300_000)
    expect(Number(expiry)).toBe((now + 300_000) / 1000)
    expect(provider.connects).toEqual([])
    loaded(provider)
    await vi.waitFor(() => expect(provider.proposedOn).toEqual([topic]))
    expect(provider.takenOver).toEqual([uri])
    expect(client.getState()).toMatchObject({ status: 'pairing', uri })
    provider.approve(session())
    await expect(connecting).resolves.toMatchObject({ topic: 'session-topic' })
  })

  it('without WebCrypto (plain http from another host) the URI is the sign client’s own', async () => {
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle')
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true })
    try {
      const { client, provider } = setup()
      void client.connect()
      expect(await uriShown(client)).toMatch(/^wc:topic1@2/)
      expect(provider.takenOver).toEqual([])
      expect(provider.proposedOn).toEqual([])
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle)
      else Reflect.deleteProperty(globalThis.crypto, 'subtle')
    }
  })

  it('preload starts the provider load without pairing; the connect that follows uses the same load', async () => {
    const { client, loadProvider } = setup()
    client.preload()
    await vi.waitFor(() => expect(loadProvider).toHaveBeenCalledTimes(1))
    expect(client.getState().status).toBe('idle')
    client.preload()
    const connecting = client.connect()
    expect(await uriShown(client)).toMatch(OWN_URI)
    expect(loadProvider).toHaveBeenCalledTimes(1)
    connecting.catch(() => undefined)
  })

  it('a preload that fails reports nothing itself; the connect that follows loads again', async () => {
    const provider = new FakeProvider()
    const loadProvider = vi
      .fn<() => Promise<FakeProvider>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(provider)
    const { client } = setup({ loadProvider: loadProvider as unknown as WalletConnectOptions['loadProvider'] })
    client.preload()
    await vi.waitFor(() => expect(loadProvider).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    expect(client.getState().status).toBe('idle')
    const connecting = client.connect()
    expect(await uriShown(client)).toMatch(OWN_URI)
    expect(loadProvider).toHaveBeenCalledTimes(2)
    connecting.catch(() => undefined)
  })

  it('asks every namespace of the networks in one proposal, with their RPC URLs', async () => {
    const { client, provider } = setup({ networks: [localEvm, localEvm2, cosmoshub] })
    void client.connect()
    await uriShown(client)
    const proposal = provider.connects[0] as Record<string, { chains: string[]; rpcMap: Record<string, string> }>
    expect(Object.keys(proposal)).toEqual(['eip155', 'cosmos'])
    expect(proposal.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(proposal.eip155?.rpcMap['31337']).toBe(localEvm.rpcUrls.default.http[0])
    expect(proposal.cosmos?.chains).toEqual(['cosmos:cosmoshub-4'])
  })

  it('a wallet rejection is a user rejection ("Connection rejected"); a retry makes a fresh URI', async () => {
    const { client, provider } = setup()
    const first = client.connect()
    const uri1 = await uriShown(client)
    provider.reject({ code: 5000, message: 'User rejected.' })
    const error = await first.catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
    expect(client.getState().status).toBe('rejected')
    const second = client.connect()
    const uri2 = await uriShown(client)
    expect(uri2).not.toBe(uri1)
    provider.approve(session())
    await expect(second).resolves.toMatchObject({ topic: 'session-topic' })
  })

  it('a pairing expires after pairingExpirySeconds; a retry makes a fresh URI', async () => {
    let now = 1_000_000
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { client } = setup({ pairingExpirySeconds: 2, now: () => now })
    const first = client.connect()
    await vi.waitFor(() => expect(client.getState().status).toBe('pairing'))
    const uri1 = client.getState().uri
    expect(client.getState().expiresAt).toBe(1_002_000)
    now += 2000
    vi.advanceTimersByTime(2000)
    const error = await first.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PorticoError)
    expect((error as PorticoError).code).toBe('FAILED_TO_CONNECT')
    expect(client.getState().status).toBe('expired')
    void client.connect()
    await vi.waitFor(() => expect(client.getState().status).toBe('pairing'))
    expect(client.getState().uri).not.toBe(uri1)
  })

  it('a waiting pairing is reused until it expires; abandon drops it and the next connect pairs afresh', async () => {
    const { client, provider } = setup()
    const first = client.connect()
    const uri1 = await uriShown(client)
    const again = client.connect()
    expect(client.getState().uri).toBe(uri1)
    expect(provider.connects).toHaveLength(1)
    client.abandon()
    await expect(first).rejects.toMatchObject({ code: 'MODAL_CLOSED' })
    await expect(again).rejects.toMatchObject({ code: 'MODAL_CLOSED' })
    void client.connect()
    expect(await uriShown(client)).not.toBe(uri1)
    expect(provider.connects).toHaveLength(2)
  })

  it('reusesPairing follows the platform option (§4 Telegram / iOS Safari)', () => {
    expect(setup({ reusesPairing: () => true }).client.reusesPairing()).toBe(true)
    expect(setup().client.reusesPairing()).toBe(false)
  })
})

describe('session events', () => {
  async function connected() {
    const ctx = setup()
    const connecting = ctx.client.connect()
    await uriShown(ctx.client)
    ctx.provider.approve(session())
    await connecting
    return ctx
  }

  it("the wallet's chain and account changes reach listeners with CAIP ids and plain addresses", async () => {
    const { client, provider } = await connected()
    const chains: string[] = []
    const accounts: string[][] = []
    client.on('chainChanged', (e) => chains.push(e.caipNetworkId))
    client.on('accountsChanged', (e) => accounts.push(e.accounts))
    const event = (name: string, data: unknown, topic = 'session-topic') =>
      provider.emit('session_event', { topic, params: { event: { name, data }, chainId: 'eip155:31337' } })
    event('chainChanged', 31338)
    event('chainChanged', '0x7a69')
    event('chainChanged', { garbage: true })
    event('chainChanged', 1, 'another-topic')
    event('accountsChanged', [`eip155:31337:${ADDRESS}`])
    event('accountsChanged', 'not a list')
    expect(chains).toEqual(['eip155:31338', 'eip155:31337'])
    expect(accounts).toEqual([[ADDRESS]])
  })

  it('a session update re-reads the session; a delete ends it and forgets the stored mark', async () => {
    const { client, provider } = await connected()
    const seen: string[] = []
    client.on('session', () => seen.push('session'))
    client.on('disconnect', (e) => seen.push(`disconnect:${e.topic}`))
    const other = '0x2222222222222222222222222222222222222222'
    provider.session = session({
      namespaces: {
        eip155: { accounts: [`eip155:31337:${other}`], chains: ['eip155:31337'], methods: [], events: [] },
      },
    })
    provider.emit('session_update', { topic: 'session-topic', params: {} })
    expect(client.getState().session?.namespaces.eip155?.accounts).toEqual([`eip155:31337:${other}`])
    provider.emit('session_delete', { topic: 'session-topic' })
    expect(seen).toEqual(['session', 'disconnect:session-topic'])
    expect(client.getState().status).toBe('idle')
    expect(client.hasStoredSession()).toBe(false)
  })

  it('restore reads a stored session without pairing; none stored means no provider load', async () => {
    const first = await connected()
    const { client, provider, loadProvider } = setup()
    provider.session = first.provider.session
    const restored = await client.restore()
    expect(restored?.topic).toBe('session-topic')
    expect(provider.connects).toHaveLength(0)
    await client.disconnect()
    const fresh = setup()
    expect(await fresh.client.restore()).toBeUndefined()
    expect(fresh.loadProvider).not.toHaveBeenCalled()
    expect(loadProvider).toHaveBeenCalledTimes(1)
  })

  it('requests go to the session on the named chain and need a session', async () => {
    const pending = setup()
    await expect(pending.client.request({ method: 'personal_sign' }, 'eip155:31337')).rejects.toBeInstanceOf(
      PorticoError,
    )
    const { client, provider } = await connected()
    await client.request({ method: 'personal_sign', params: ['0x00', ADDRESS] }, 'eip155:31338')
    expect(provider.calls).toEqual([{ method: 'personal_sign', params: ['0x00', ADDRESS], chain: 'eip155:31338' }])
  })
})
