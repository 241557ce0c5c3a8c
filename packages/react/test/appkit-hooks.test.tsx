// The AppKit hooks added for issue 20 against a real kit with in-memory wallets: the headless wallet list and its
// connect, useDisconnect({ id }), useAppKitSIWX, useAppKitConnection, and the events under AppKit's names.
import { localEvm, solanaLocalnet } from '@portico/common/networks'
import { type ChainAdapter, memoryStorage, type SIWXConfig } from '@portico/core'
import { createMemoryAdapter, createMemoryWallet, type MemoryWallet } from '@portico/testing/memory-adapter'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import {
  type AppKit,
  type CreateAppKitOptions,
  createAppKit,
  useAppKitAccount,
  useAppKitConnection,
  useAppKitEvents,
  useAppKitSIWX,
  useAppKitWallets,
  useDisconnect,
} from '../src/index'
import { createTwoWalletKit, EVM, SOL } from './support/two-wallet-kit'

const kits: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const kit of kits.splice(0)) kit.destroy()
  setCurrentAppKit(undefined)
})

const memoryWallet = (namespace: 'eip155' | 'solana', extra: Pick<Partial<MemoryWallet>, 'connectorName'> = {}) =>
  createMemoryWallet({
    namespace,
    ...(namespace === 'eip155'
      ? { caipNetworkId: localEvm.caipNetworkId, accounts: [EVM], connectorId: 'memory-evm' }
      : { caipNetworkId: solanaLocalnet.caipNetworkId, accounts: [SOL], connectorId: 'memory-sol' }),
    ...extra,
  })

/** A started kit over the given adapters, nothing persisted. */
async function kitOver(networks: CreateAppKitOptions['networks'], adapters: ChainAdapter[]): Promise<AppKit> {
  const kit = createAppKit({ projectId: 'test', networks, adapters, storage: memoryStorage(), isMobile: () => false })
  kits.push(kit)
  await kit.ready()
  return kit
}

async function readyKit(extra: Partial<CreateAppKitOptions> = {}): Promise<AppKit> {
  const kit = createTwoWalletKit(extra)
  kits.push(kit)
  await kit.ready()
  return kit
}

describe('useAppKitWallets', () => {
  it('is empty before createAppKit', () => {
    const { result } = renderHook(() => useAppKitWallets())
    expect(result.current.wallets).toEqual([])
    expect(result.current.isInitialized).toBe(false)
  })

  it('lists the browser wallets, one item per wallet across namespaces, and connects in the namespace asked', async () => {
    // Browser wallets only: the projectId would also give the Solana adapter WalletConnect's connector.
    await readyKit({ enableWalletConnect: false })
    const { result } = renderHook(() => ({
      wallets: useAppKitWallets(),
      sol: useAppKitAccount({ namespace: 'solana' }),
    }))
    await waitFor(() => expect(result.current.wallets.isInitialized).toBe(true))
    expect(result.current.wallets.wallets).toEqual([
      {
        id: 'memory-evm',
        name: 'Memory Wallet',
        imageUrl: undefined,
        isInjected: true,
        connectors: [
          { id: 'memory-evm', namespace: 'eip155', type: 'injected' },
          { id: 'memory-sol', namespace: 'solana', type: 'injected' },
        ],
      },
    ])
    expect(result.current.wallets.count).toBe(1)
    expect(result.current.wallets.wcWallets).toEqual([])
    const [wallet] = result.current.wallets.wallets
    let connecting: Promise<void> | undefined
    act(() => {
      connecting = result.current.wallets.connect(wallet!, 'solana')
    })
    expect(result.current.wallets.connectingWallet?.name).toBe('Memory Wallet')
    await act(async () => connecting)
    expect(result.current.sol.address).toBe(SOL)
    expect(result.current.wallets.connectingWallet).toBeUndefined()
  })
})

describe('useDisconnect', () => {
  it('{ id } disconnects that wallet of the namespace only; an unknown id does nothing', async () => {
    const kit = await readyKit()
    await kit.core.connect({ namespace: 'eip155', connectorId: 'memory-evm' })
    await kit.core.connect({ namespace: 'solana', connectorId: 'memory-sol' })
    const { result } = renderHook(() => ({
      disconnect: useDisconnect().disconnect,
      evm: useAppKitAccount({ namespace: 'eip155' }),
      sol: useAppKitAccount({ namespace: 'solana' }),
    }))
    await act(async () => result.current.disconnect({ id: 'unknown', namespace: 'eip155' }))
    expect(result.current.evm.address).toBe(EVM)
    await act(async () => result.current.disconnect({ id: 'memory-evm', namespace: 'eip155' }))
    await waitFor(() => expect(result.current.evm.isConnected).toBe(false))
    expect(result.current.sol.address).toBe(SOL)
    await act(async () => result.current.disconnect())
    await waitFor(() => expect(result.current.sol.isConnected).toBe(false))
  })
})

describe('useAppKitSIWX', () => {
  it('is undefined without siwx and the configured object with it', async () => {
    await readyKit()
    expect(renderHook(() => useAppKitSIWX()).result.current).toBeUndefined()
    cleanup()
    const siwx: SIWXConfig = {
      createMessage: async () => ({ toString: () => 'message' }) as never,
      addSession: async () => {},
      revokeSession: async () => {},
      setSessions: async () => {},
      getSessions: async () => [],
    }
    await readyKit({ siwx })
    expect(renderHook(() => useAppKitSIWX()).result.current).toBe(siwx)
  })
})

describe('useAppKitConnection', () => {
  it("is the adapter's connection for its namespace, undefined for an adapter without one", async () => {
    const connection = { rpcEndpoint: 'http://127.0.0.1:8899' }
    const solanaAdapter = Object.assign(createMemoryAdapter(memoryWallet('solana')), { connection })
    await kitOver([solanaLocalnet, localEvm], [solanaAdapter, createMemoryAdapter(memoryWallet('eip155'))])
    const { result } = renderHook(() => ({
      solana: useAppKitConnection<typeof connection>(),
      evm: useAppKitConnection('eip155'),
    }))
    expect(result.current.solana.connection).toBe(connection)
    expect(result.current.evm.connection).toBeUndefined()
  })
})

describe("events under AppKit's names", () => {
  it('modal open and close, the network list, a chosen wallet, a connection that succeeds and one that fails', async () => {
    const wallet = memoryWallet('eip155', { connectorName: 'Memory EVM' })
    const kit = await kitOver([localEvm], [createMemoryAdapter(wallet)])
    const seen: { event?: string; properties?: Record<string, unknown> }[] = []
    const stop = kit.subscribeEvents((e) => seen.push({ event: e.data?.event, properties: e.data?.properties }))
    const { result } = renderHook(() => useAppKitEvents())

    kit.core.open()
    await waitFor(() => expect(result.current.data?.event).toBe('MODAL_OPEN'))
    kit.core.router.push('ConnectingExternal', { namespace: 'eip155', connectorId: 'memory-evm', name: 'Memory EVM' })
    await waitFor(() => expect(result.current.data?.event).toBe('SELECT_WALLET'))
    wallet.behaviour = 'reject'
    await kit.core.connect({ namespace: 'eip155', connectorId: 'memory-evm' }).catch(() => {})
    await waitFor(() => expect(result.current.data?.event).toBe('CONNECT_ERROR'))
    wallet.behaviour = 'approve'
    await kit.core.connect({ namespace: 'eip155', connectorId: 'memory-evm' })
    await waitFor(() => expect(result.current.data?.event).toBe('CONNECT_SUCCESS'))
    kit.core.close()
    await waitFor(() => expect(result.current.data?.event).toBe('MODAL_CLOSE'))
    kit.core.open({ view: 'Networks' })
    await waitFor(() => expect(result.current.data?.event).toBe('CLICK_NETWORKS'))
    stop()

    expect(seen.map((e) => e.event)).toEqual([
      'MODAL_OPEN',
      'SELECT_WALLET',
      'CONNECT_ERROR',
      'CONNECT_SUCCESS',
      'MODAL_CLOSE',
      'MODAL_OPEN',
      'CLICK_NETWORKS',
    ])
    expect(seen[0]?.properties).toEqual({ connected: false })
    expect(seen[1]?.properties).toEqual({ name: 'Memory EVM', platform: 'browser' })
    expect(seen[3]?.properties).toMatchObject({ namespace: 'eip155', caipAddress: `${localEvm.caipNetworkId}:${EVM}` })
    expect(seen[4]?.properties).toEqual({ connected: true })
  })
})
