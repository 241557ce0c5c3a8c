// AppKit's vanilla API on what createAppKit returns: getters answer from core's state, each subscription fires on a
// change of what it reports and stops after its unsubscribe, and a second kit does not add a second modal.
import { localEvm, localEvm2, solanaLocalnet } from '@portico/common/networks'
import type { ChainAdapter } from '@portico/core'
import { createMemoryAdapter, createMemoryWallet } from '@portico/testing/memory-adapter'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import type { AppKit } from '../src/index'
import { createTwoWalletKit, EVM } from './support/two-wallet-kit'

const kits: AppKit[] = []

afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  setCurrentAppKit(undefined)
})

function makeKit(...args: Parameters<typeof createTwoWalletKit>): AppKit {
  const kit = createTwoWalletKit(...args)
  kits.push(kit)
  return kit
}

// valtio reports changes in a microtask batch.
const tick = () => new Promise((resolve) => setTimeout(resolve, 10))

const connectEvm = (kit: AppKit) => kit.core.connect({ namespace: 'eip155', connectorId: 'memory-evm' })

describe('createAppKit: the vanilla API', () => {
  it('ready() is a method returning the same start-up promise', async () => {
    const kit = makeKit()
    expect(kit.ready()).toBe(kit.ready())
    await kit.ready()
    expect(kit.getState().initialized).toBe(true)
  })

  it('getState and subscribeState follow the modal; unsubscribe stops the calls', async () => {
    const kit = makeKit()
    await kit.ready()
    expect(kit.getState()).toEqual({
      initialized: true,
      loading: false,
      open: false,
      selectedNetworkId: localEvm.caipNetworkId,
      activeChain: 'eip155',
    })
    const seen: boolean[] = []
    const stop = kit.subscribeState((state) => seen.push(state.open))
    kit.core.open()
    await waitFor(() => expect(seen).toEqual([true]))
    kit.core.close()
    await waitFor(() => expect(seen).toEqual([true, false]))
    stop()
    kit.core.open()
    await tick()
    expect(seen).toEqual([true, false])
  })

  it('the account getters and subscribeAccount follow connect and disconnect', async () => {
    const kit = makeKit()
    await kit.ready()
    expect([kit.getAddress(), kit.getCaipAddress(), kit.getIsConnectedState()]).toEqual([undefined, undefined, false])
    const seen: string[] = []
    const stop = kit.subscribeAccount((a) => seen.push(`${a.status}|${a.address ?? '-'}|${a.isConnected}`))
    await connectEvm(kit)
    expect(kit.getAddress()).toBe(EVM)
    expect(kit.getCaipAddress()).toBe(`eip155:31337:${EVM}`)
    expect(kit.getCaipAddress('solana')).toBeUndefined()
    expect(kit.getIsConnectedState()).toBe(true)
    expect(seen.at(-1)).toBe(`connected|${EVM}|true`)
    await kit.disconnect('eip155')
    expect(seen.at(-1)).toBe('disconnected|-|false')
    const count = seen.length
    stop()
    await connectEvm(kit)
    expect(seen).toHaveLength(count)
  })

  it('getChainId, getCaipNetwork and subscribeNetwork follow a network switch', async () => {
    const kit = makeKit({ networks: [localEvm, localEvm2, solanaLocalnet] })
    await kit.ready()
    await connectEvm(kit)
    expect(kit.getChainId()).toBe(31337)
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe(localEvm.caipNetworkId)
    expect(kit.getCaipNetwork('solana')?.caipNetworkId).toBe(solanaLocalnet.caipNetworkId)
    const seen: unknown[] = []
    const stop = kit.subscribeNetwork((n) => seen.push([n.chainId, n.caipNetworkId]))
    await kit.switchNetwork(localEvm2)
    expect(seen).toEqual([[31338, localEvm2.caipNetworkId]])
    expect(kit.getChainId()).toBe(31338)
    stop()
    await kit.switchNetwork(localEvm)
    expect(seen).toHaveLength(1)
  })

  it('subscribeEvents reports each new analytics event until unsubscribed', async () => {
    const kit = makeKit()
    await kit.ready()
    await connectEvm(kit)
    const seen: (string | undefined)[] = []
    const stop = kit.subscribeEvents((e) => seen.push(e.data?.event))
    await kit.disconnect('eip155')
    expect(seen).toContain('DISCONNECT_SUCCESS')
    const count = seen.length
    stop()
    await connectEvm(kit)
    await kit.disconnect('eip155')
    expect(seen).toHaveLength(count)
  })

  it('getWalletProvider is the current connector’s provider, undefined when disconnected', async () => {
    const provider = { request: async () => null }
    const adapter = createMemoryAdapter(
      createMemoryWallet({
        namespace: 'eip155',
        caipNetworkId: localEvm.caipNetworkId,
        accounts: [EVM],
        connectorId: 'memory-evm',
      }),
    )
    const withProvider: ChainAdapter = {
      ...adapter,
      syncConnectors: async (params) => (await adapter.syncConnectors(params)).map((c) => ({ ...c, provider })),
    }
    const kit = makeKit({ networks: [localEvm], adapters: [withProvider] })
    await kit.ready()
    expect(kit.getWalletProvider()).toBeUndefined()
    await connectEvm(kit)
    expect(kit.getWalletProvider()).toBe(provider)
    expect(kit.getWalletProvider('solana')).toBeUndefined()
    await kit.disconnect('eip155')
    expect(kit.getWalletProvider()).toBeUndefined()
  })

  it('takes viem-shaped chains and AppKit-shaped networks in networks and defaultNetwork', async () => {
    const viemChain = {
      id: 31338,
      name: 'Anvil B',
      nativeCurrency: localEvm2.nativeCurrency,
      rpcUrls: localEvm2.rpcUrls,
    }
    const appKitShaped = { ...solanaLocalnet, caipNetworkId: undefined }
    const { caipNetworkId: _id, ...appKitSolana } = appKitShaped
    const kit = makeKit({ networks: [localEvm, viemChain, appKitSolana], defaultNetwork: viemChain })
    await kit.ready()
    expect(kit.core.options.networks.map((n) => n.caipNetworkId)).toEqual([
      localEvm.caipNetworkId,
      localEvm2.caipNetworkId,
      solanaLocalnet.caipNetworkId,
    ])
    expect(kit.getCaipNetwork()?.caipNetworkId).toBe(localEvm2.caipNetworkId)
  })

  it('a second createAppKit does not leave a second modal in the page', async () => {
    const first = makeKit()
    await first.open()
    await waitFor(() => expect(document.body.querySelectorAll('portico-modal')).toHaveLength(1))
    const second = makeKit()
    await second.open()
    await waitFor(() => expect(document.body.querySelectorAll('portico-modal')).toHaveLength(1))
    first.destroy()
    // React 18 commits the second root's render in a later task than the first root's unmount: wait for the page
    // to settle, then exactly one modal is left.
    await waitFor(() => expect(document.body.querySelectorAll('portico-modal')).toHaveLength(1))
  })
})
