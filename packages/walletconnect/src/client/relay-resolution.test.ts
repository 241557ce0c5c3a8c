import { localEvm } from '@portico/common/networks'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeProvider, installLocalStorage } from '../../test/fake-provider'
import { createWalletConnectClient } from './create-client'
import type { WalletConnectOptions } from './types'

function setup(extra: Partial<WalletConnectOptions>) {
  const loadProvider = vi.fn(async (_options: WalletConnectOptions) => new FakeProvider())
  const client = createWalletConnectClient({
    projectId: 'test',
    metadata: { name: 'dapp', description: 'd', url: 'http://127.0.0.1', icons: [] },
    networks: [localEvm],
    loadProvider,
    reusesPairing: () => false,
    ...extra,
  })
  return { client, loadProvider }
}

const relayOfLoad = (loadProvider: ReturnType<typeof setup>['loadProvider']) => loadProvider.mock.calls[0]?.[0].relayUrl

installLocalStorage()
beforeEach(() => localStorage.clear())

describe('which relay the provider is loaded with', () => {
  it('the relayUrl given wins; the resolver is not asked', async () => {
    const resolveRelayUrl = vi.fn(async () => 'ws://127.0.0.1:2')
    const { client, loadProvider } = setup({ relayUrl: 'ws://127.0.0.1:1', resolveRelayUrl })
    void client.connect()
    await vi.waitFor(() => expect(client.getState().status).toBe('pairing'))
    expect(relayOfLoad(loadProvider)).toBe('ws://127.0.0.1:1')
    expect(resolveRelayUrl).not.toHaveBeenCalled()
  })

  it('without one, the resolver names it, asked only when the provider loads', async () => {
    const resolveRelayUrl = vi.fn(async () => 'ws://127.0.0.1:2')
    const { client, loadProvider } = setup({ resolveRelayUrl })
    expect(resolveRelayUrl).not.toHaveBeenCalled()
    void client.connect()
    await vi.waitFor(() => expect(client.getState().status).toBe('pairing'))
    expect(relayOfLoad(loadProvider)).toBe('ws://127.0.0.1:2')
    expect(client.options.relayUrl).toBeUndefined()
  })

  it('a resolver that names none leaves the default (the hosted relay of the projectId)', async () => {
    const { client, loadProvider } = setup({ resolveRelayUrl: async () => undefined })
    void client.connect()
    await vi.waitFor(() => expect(client.getState().status).toBe('pairing'))
    expect(relayOfLoad(loadProvider)).toBeUndefined()
  })

  it('a resolver that fails fails the pairing, and the next attempt asks again', async () => {
    const resolveRelayUrl = vi
      .fn<() => Promise<string | undefined>>()
      .mockRejectedValueOnce(new Error('service down'))
      .mockResolvedValue('ws://127.0.0.1:3')
    const { client, loadProvider } = setup({ resolveRelayUrl })
    await expect(client.connect()).rejects.toMatchObject({ code: 'FAILED_TO_CONNECT' })
    expect(client.getState().status).toBe('error')
    expect(loadProvider).not.toHaveBeenCalled()
    void client.connect()
    await vi.waitFor(() => expect(client.getState().status).toBe('pairing'))
    expect(relayOfLoad(loadProvider)).toBe('ws://127.0.0.1:3')
    expect(resolveRelayUrl).toHaveBeenCalledTimes(2)
  })
})
