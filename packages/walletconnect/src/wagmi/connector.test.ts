import { localEvm, localEvm2 } from '@portico/common/networks'
import { connect, createConfig, disconnect, getConnection, http, reconnect, switchChain } from '@wagmi/core'
import { defineChain } from 'viem'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS, FakeProvider, installLocalStorage, session } from '../../test/fake-provider'
import { createWalletConnectClient } from '../client/create-client'
import { WALLETCONNECT_CONNECTOR_ID, walletConnectConnector } from './connector'

installLocalStorage()

const chain = (id: number) =>
  defineChain({
    id,
    name: `anvil ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  })

function setup(provider = new FakeProvider()) {
  const client = createWalletConnectClient({
    projectId: 'test',
    metadata: { name: 'dapp', description: 'd', url: 'http://127.0.0.1', icons: [] },
    networks: [localEvm, localEvm2],
    loadProvider: async () => provider,
    reusesPairing: () => false,
  })
  const config = createConfig({
    chains: [chain(31337), chain(31338)],
    transports: { 31337: http(), 31338: http() },
    connectors: [walletConnectConnector(client)],
    storage: null,
  })
  const connector = config.connectors.find((c) => c.id === WALLETCONNECT_CONNECTOR_ID)
  if (!connector) throw new Error('connector missing')
  return { provider, client, config, connector }
}

async function pairAndApprove(ctx: ReturnType<typeof setup>, chainId?: number) {
  const connecting = connect(ctx.config, { connector: ctx.connector, ...(chainId ? { chainId } : {}) })
  await vi.waitFor(() => expect(ctx.client.getState().status).toBe('pairing'))
  ctx.provider.approve(session())
  return connecting
}

beforeEach(() => localStorage.clear())

describe('walletConnectConnector in a wagmi config', () => {
  it("connects through a pairing: wagmi holds the session's account on the asked chain", async () => {
    const ctx = setup()
    const result = await pairAndApprove(ctx, 31338)
    expect(result).toEqual({ accounts: [ADDRESS], chainId: 31338 })
    expect(getConnection(ctx.config)).toMatchObject({ status: 'connected', address: ADDRESS, chainId: 31338 })
    expect(ctx.provider.defaultChain).toBe('eip155:31338')
  })

  it('signing requests go to the session on the current chain through the EIP-1193 provider', async () => {
    const ctx = setup()
    await pairAndApprove(ctx)
    const eip1193 = await ctx.connector.getProvider()
    await (eip1193 as { request(a: unknown): Promise<unknown> }).request({
      method: 'personal_sign',
      params: ['0x68', ADDRESS],
    })
    expect(ctx.provider.calls.at(-1)).toEqual({
      method: 'personal_sign',
      params: ['0x68', ADDRESS],
      chain: 'eip155:31337',
    })
  })

  it('the wallet switching chain moves wagmi; the wallet deleting the session disconnects wagmi', async () => {
    const ctx = setup()
    await pairAndApprove(ctx)
    ctx.provider.emit('session_event', {
      topic: 'session-topic',
      params: { event: { name: 'chainChanged', data: 31338 }, chainId: 'eip155:31337' },
    })
    await vi.waitFor(() => expect(getConnection(ctx.config).chainId).toBe(31338))
    ctx.provider.emit('session_delete', { topic: 'session-topic' })
    await vi.waitFor(() => expect(getConnection(ctx.config).status).toBe('disconnected'))
  })

  it('a rejected proposal rejects wagmi connect with code 4001 and leaves it disconnected', async () => {
    const ctx = setup()
    const connecting = connect(ctx.config, { connector: ctx.connector })
    await vi.waitFor(() => expect(ctx.client.getState().status).toBe('pairing'))
    ctx.provider.reject({ code: 5000, message: 'User rejected.' })
    await expect(connecting).rejects.toMatchObject({ rpcCode: 4001 })
    expect(getConnection(ctx.config).status).toBe('disconnected')
  })

  it('switchChain to an approved chain needs no wallet round trip', async () => {
    const ctx = setup()
    await pairAndApprove(ctx)
    await switchChain(ctx.config, { chainId: 31338 })
    expect(getConnection(ctx.config).chainId).toBe(31338)
    expect(ctx.provider.calls).toEqual([])
  })

  it('reconnect restores a stored session without a pairing; with none stored it loads nothing', async () => {
    const first = setup()
    await pairAndApprove(first)
    const again = setup()
    again.provider.session = first.provider.session
    const restored = await reconnect(again.config, { connectors: [again.connector] })
    expect(restored[0]?.accounts).toEqual([ADDRESS])
    expect(again.provider.connects).toHaveLength(0)
    await disconnect(again.config)
    const load = vi.fn()
    const empty = setup()
    empty.client.options.loadProvider = load
    expect(await reconnect(empty.config, { connectors: [empty.connector] })).toEqual([])
    expect(load).not.toHaveBeenCalled()
  })
})
