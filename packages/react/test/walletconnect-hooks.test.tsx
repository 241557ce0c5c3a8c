// The hooks' WalletConnect parts against a real kit: an in-memory EVM wallet whose connector carries a stand-in
// WalletConnect client (the same duck type the real client has), and the recent connections kept across reloads.
import { createStore } from '@portico/common'
import { localEvm } from '@portico/common/networks'
import { type ChainAdapter, memoryStorage, type StorageBackend } from '@portico/core'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getCurrentAppKit as current, setCurrentAppKit } from '../src/appkit/registry'
import type { RelayState } from '../src/hooks/walletconnect-relay'
import {
  type AppKit,
  createAppKit,
  useAppKitConnections,
  useAppKitNetwork,
  useAppKitWallets,
  useDisconnect,
} from '../src/index'
import { memoryEvmAdapter } from './support/memory-evm'

const kits: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const kit of kits.splice(0)) kit.destroy()
  setCurrentAppKit(undefined)
})

function fakeRelay(initial: RelayState) {
  const store = createStore<RelayState>(initial)
  let abandoned = 0
  return {
    kind: 'walletconnect' as const,
    getState: store.get,
    subscribe: store.subscribe,
    set: store.set,
    abandon() {
      abandoned += 1
      store.set({ status: 'idle' })
    },
    abandoned: () => abandoned,
  }
}

/** The memory EVM wallet, its connector's provider replaced (a WalletConnect client, or an EIP-1193 one). */
function adapterWith(provider: unknown, extra: { name?: string; imageUrl?: string } = {}): ChainAdapter {
  const adapter = memoryEvmAdapter()
  return {
    ...adapter,
    syncConnectors: async (params) => (await adapter.syncConnectors(params)).map((c) => ({ ...c, ...extra, provider })),
  }
}

async function kitOver(adapter: ChainAdapter, storage: StorageBackend = memoryStorage()): Promise<AppKit> {
  const kit = createAppKit({
    projectId: 'test',
    networks: [localEvm],
    adapters: [adapter],
    storage,
    isMobile: () => false,
    enableWalletConnect: false,
    warn: () => {},
  })
  kits.push(kit)
  await kit.ready()
  return kit
}

describe('useAppKitNetwork: approved networks', () => {
  it('a WalletConnect wallet: its session chains, following session updates; not all networks', async () => {
    const relay = fakeRelay({
      status: 'connected',
      session: { namespaces: { eip155: { chains: ['eip155:31337'] } } },
    })
    const kit = await kitOver(adapterWith({ relay }))
    const { result } = renderHook(() => useAppKitNetwork())
    expect(result.current.supportsAllNetworks).toBe(true)
    expect(result.current.approvedCaipNetworkIds).toBeUndefined()
    await act(() => kit.core.connect({ namespace: 'eip155', connectorId: 'memory-evm' }))
    await waitFor(() => expect(result.current.approvedCaipNetworkIds).toEqual(['eip155:31337']))
    expect(result.current.supportsAllNetworks).toBe(false)
    act(() =>
      relay.set({ status: 'connected', session: { namespaces: { eip155: { chains: ['eip155:31337', 'eip155:1'] } } } }),
    )
    expect(result.current.approvedCaipNetworkIds).toEqual(['eip155:31337', 'eip155:1'])
  })

  it('an injected wallet takes any network: no approved list', async () => {
    const kit = await kitOver(adapterWith({ request: async () => null }))
    const { result } = renderHook(() => useAppKitNetwork())
    await act(() => kit.core.connect({ namespace: 'eip155', connectorId: 'memory-evm' }))
    await waitFor(() => expect(result.current.caipNetworkId).toBe('eip155:31337'))
    expect(result.current.approvedCaipNetworkIds).toBeUndefined()
    expect(result.current.supportsAllNetworks).toBe(true)
  })
})

describe('useAppKitWallets: the WalletConnect parts', () => {
  it('lists WalletConnect, shows the pairing URI while it waits, and resetWcUri drops it', async () => {
    const relay = fakeRelay({ status: 'idle' })
    await kitOver(adapterWith(relay, { name: 'WalletConnect', imageUrl: 'data:image/png;base64,AA' }))
    const { result } = renderHook(() => useAppKitWallets())
    await waitFor(() => expect(result.current.wcWallets.map((w) => w.name)).toEqual(['WalletConnect']))
    expect(result.current.wcWallets[0]?.connectors).toEqual([
      { id: 'memory-evm', namespace: 'eip155', type: expect.any(String) },
    ])
    expect(result.current.wcUri).toBeUndefined()
    act(() => relay.set({ status: 'loading' }))
    expect(result.current.isFetchingWcUri).toBe(true)
    act(() => relay.set({ status: 'pairing', uri: 'wc:abc@2?relay-protocol=irn' }))
    expect(result.current.isFetchingWcUri).toBe(false)
    expect(result.current.wcUri).toBe('wc:abc@2?relay-protocol=irn')
    act(() => result.current.resetWcUri())
    expect(relay.abandoned()).toBe(1)
    expect(result.current.wcUri).toBeUndefined()
  })
})

describe('useAppKitConnections: icons and recent connections', () => {
  it('gives the wallet logo, and an ended connection becomes recent, kept across a reload', async () => {
    const storage = memoryStorage()
    // An older recent connection of another namespace: once it is read, the kit follows the connections.
    const older = { namespace: 'solana', connectorId: 'ph', accounts: [{ address: 'x' }], caipNetworkId: 'solana:abc' }
    storage.setItem('appkit/recentConnections', JSON.stringify({ v: 1, data: [older] }))
    const icon = 'data:image/png;base64,AA'
    const kit = await kitOver(adapterWith({ request: async () => null }, { imageUrl: icon }), storage)
    await vi.waitFor(() => expect(kit._internal.getKitState().recentConnections).toEqual([older]))
    const { result } = renderHook(() => useAppKitConnections())
    await act(() => kit.core.connect({ namespace: 'eip155', connectorId: 'memory-evm' }))
    await waitFor(() => expect(result.current.connections).toHaveLength(1))
    expect(result.current.connections[0]).toMatchObject({ connectorId: 'memory-evm', name: 'Memory EVM', icon })
    expect(result.current.recentConnections).toEqual([])
    const disconnect = renderHook(() => useDisconnect()).result.current.disconnect
    await act(() => disconnect())
    await waitFor(() => expect(result.current.connections).toEqual([]))
    expect(result.current.recentConnections).toEqual([
      {
        connectorId: 'memory-evm',
        accounts: [{ address: expect.stringMatching(/^0x/) }],
        caipNetworkId: 'eip155:31337',
        name: 'Memory EVM',
        icon,
      },
    ])
    // A reload: a new kit over the same storage starts with the list.
    kit.destroy()
    kits.splice(0)
    setCurrentAppKit(undefined)
    await kitOver(adapterWith({ request: async () => null }), storage)
    const after = renderHook(() => useAppKitConnections())
    await waitFor(() =>
      expect(after.result.current.recentConnections.map((c) => c.connectorId)).toEqual(['memory-evm']),
    )
    // The other namespace's entry is kept, behind the newer one.
    expect(
      current()
        ?._internal.getKitState()
        .recentConnections.map((c) => c.connectorId),
    ).toEqual(['memory-evm', 'ph'])
  })
})
