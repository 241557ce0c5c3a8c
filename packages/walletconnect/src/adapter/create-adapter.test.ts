import { type CaipNetwork, defineNetwork, PorticoError } from '@portico/common'
import { localEvm } from '@portico/common/networks'
import type { AdapterEvents } from '@portico/core'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS, COSMOS_ADDRESS, FakeProvider, installLocalStorage, session } from '../../test/fake-provider'
import { createWalletConnectClient } from '../client/create-client'
import { createWalletConnectAdapter } from './create-adapter'
import { signMessageRequest } from './sign-request'

installLocalStorage()

const cosmoshub = defineNetwork({
  id: 'cosmoshub-4',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:26657'] } },
}) as CaipNetwork

const twoNamespaces = () =>
  session({
    namespaces: {
      eip155: {
        accounts: [`eip155:31337:${ADDRESS}`],
        chains: ['eip155:31337'],
        methods: ['personal_sign'],
        events: [],
      },
      cosmos: {
        accounts: [`cosmos:cosmoshub-4:${COSMOS_ADDRESS}`],
        chains: ['cosmos:cosmoshub-4'],
        methods: ['cosmos_signMessage'],
        events: [],
      },
    },
  })

function setup() {
  const provider = new FakeProvider()
  const client = createWalletConnectClient({
    projectId: 'test',
    metadata: { name: 'dapp', description: 'd', url: 'http://127.0.0.1', icons: [] },
    networks: [localEvm, cosmoshub],
    loadProvider: async () => provider,
    reusesPairing: () => false,
  })
  const adapter = createWalletConnectAdapter({ client, namespace: 'cosmos' })
  return { provider, client, adapter }
}

beforeEach(() => localStorage.clear())

describe('WalletConnect-only adapter', () => {
  it('offers one wallet-relay connector whose provider is the client (the view finds the URI there)', async () => {
    const { adapter, client } = setup()
    const [connector] = await adapter.syncConnectors({ namespace: 'cosmos' })
    expect(connector).toMatchObject({ id: 'walletConnect', type: 'wallet-relay', chain: 'cosmos' })
    expect(connector?.provider).toBe(client)
  })

  it('connects its namespace from the session', async () => {
    const { adapter, client, provider } = setup()
    const connecting = adapter.connect({ namespace: 'cosmos', connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(client.getState().status).toBe('pairing'))
    provider.approve(twoNamespaces())
    await expect(connecting).resolves.toEqual({
      connectorId: 'walletConnect',
      caipNetworkId: 'cosmos:cosmoshub-4',
      accounts: [{ address: COSMOS_ADDRESS }],
    })
  })

  it('a session approved from another namespace that also carries this one is reported as a connection', async () => {
    const { adapter, client, provider } = setup()
    const seen: AdapterEvents['connectionsChanged'][] = []
    adapter.on('connectionsChanged', (e) => seen.push(e))
    const connecting = client.connect()
    await vi.waitFor(() => expect(client.getState().status).toBe('pairing'))
    provider.approve(twoNamespaces())
    await connecting
    expect(seen).toEqual([
      {
        namespace: 'cosmos',
        connections: [
          {
            connectorId: 'walletConnect',
            caipNetworkId: 'cosmos:cosmoshub-4',
            accounts: [{ address: COSMOS_ADDRESS }],
          },
        ],
      },
    ])
  })

  it('fails with CHAIN_NOT_SUPPORTED when the wallet approved none of its chains; other namespaces are refused', async () => {
    const { adapter, client, provider } = setup()
    const connecting = adapter.connect({ namespace: 'cosmos', connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(client.getState().status).toBe('pairing'))
    provider.approve(session())
    await expect(connecting).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
    await expect(adapter.getAccounts({ namespace: 'solana', connectorId: 'walletConnect' })).rejects.toBeInstanceOf(
      PorticoError,
    )
  })

  it('signs through the session and rejects an empty answer; session deletion is a disconnect event', async () => {
    const { adapter, client, provider } = setup()
    const disconnects: unknown[] = []
    adapter.on('disconnect', (e) => disconnects.push(e))
    const connecting = adapter.connect({ namespace: 'cosmos', connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(client.getState().status).toBe('pairing'))
    provider.approve(twoNamespaces())
    await connecting
    const signature = await adapter.signMessage({ namespace: 'cosmos', message: 'hi', address: COSMOS_ADDRESS })
    expect(signature).toBe('0xsigned')
    expect(provider.calls.at(-1)).toMatchObject({ method: 'cosmos_signMessage', chain: 'cosmos:cosmoshub-4' })
    provider.request = async () => '' as never
    await expect(
      adapter.signMessage({ namespace: 'cosmos', message: 'hi', address: COSMOS_ADDRESS }),
    ).rejects.toMatchObject({ code: 'SIGN_MESSAGE_FAILED' })
    provider.emit('session_delete', { topic: 'session-topic' })
    expect(disconnects).toEqual([{ namespace: 'cosmos', connectorId: 'walletConnect' }])
  })
})

describe('sign requests', () => {
  it('solana messages are base58 (known vectors)', () => {
    const base58Of = (text: string) => (signMessageRequest('solana', text, 'pk').params as { message: string }).message
    expect(base58Of('hello world')).toBe('StV1DL6CwTryKyV')
    expect(base58Of('\u0000\u0000\u0001')).toBe('112')
  })
  it('eip155 signs a hex message with personal_sign', () => {
    expect(signMessageRequest('eip155', 'hi', ADDRESS)).toEqual({
      method: 'personal_sign',
      params: ['0x6869', ADDRESS],
    })
  })
})
