import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { useAppKitAccount, useAppKitWallets } from '../src/index'
import { destroyKits, kitWith, relayAdapter } from './support/catalogue-kit'
import { memoryEvmAdapter } from './support/memory-evm'
import { type ProjectApi, startProjectApi } from './support/project-api'

// The service is a child process that starts alongside: allow its answers longer than other finds.
configure({ asyncUtilTimeout: 8000 })

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'

let api: ProjectApi
beforeAll(async () => {
  api = await startProjectApi()
}, 60_000)
afterAll(() => api?.stop())

afterEach(() => {
  cleanup()
  destroyKits()
  setCurrentAppKit(undefined)
})

describe('useAppKitWallets: the catalogue', () => {
  it('without a service: the bundled snapshot, paged, searched, and includeWalletIds / excludeWalletIds applied', async () => {
    await kitWith(memoryEvmAdapter(), { excludeWalletIds: [METAMASK] })
    const { result } = renderHook(() => useAppKitWallets())
    expect(result.current.page).toBe(0)
    expect(result.current.wcWallets).toEqual([])
    let fetching: Promise<void> | undefined
    act(() => {
      fetching = result.current.fetchWallets()
    })
    expect(result.current.isFetchingWallets).toBe(true)
    await act(async () => fetching)
    expect(result.current.isFetchingWallets).toBe(false)
    expect(result.current.page).toBe(1)
    // The snapshot's eight wallets less the excluded one, in the service's order, with their links.
    expect(result.current.count).toBe(7)
    expect(result.current.wcWallets.map((w) => w.name)).toEqual([
      'Trust Wallet',
      'Coinbase Wallet',
      'Rainbow',
      'Phantom',
      'Ledger Live',
      'Zerion',
      'Uniswap Wallet',
    ])
    expect(result.current.wcWallets[2]).toMatchObject({
      id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
      isInjected: false,
      connectors: [],
      walletInfo: { rdns: 'me.rainbow', website: 'https://rainbow.me', mobileLink: 'rainbow://' },
    })
    await act(() => result.current.fetchWallets({ query: 'rain' }))
    expect(result.current.wcWallets.map((w) => w.name)).toEqual(['Rainbow'])
    expect(result.current.count).toBe(1)
    // A fetch without a query shows the pages again.
    await act(() => result.current.fetchWallets({ page: 1 }))
    expect(result.current.wcWallets).toHaveLength(7)
  })

  it("with a service: apps/api's catalogue, forty a page, pages adding up, search replacing them", async () => {
    await kitWith(memoryEvmAdapter(), { apiUrl: api.url })
    const { result } = renderHook(() => useAppKitWallets())
    await act(() => result.current.fetchWallets())
    expect(result.current.wcWallets).toHaveLength(40)
    const total = result.current.count
    // The generated catalogue the service holds, far more than one page (and more than the snapshot's eight).
    expect(total).toBeGreaterThan(80)
    const first = result.current.wcWallets[0]
    expect(first?.imageUrl).toMatch(new RegExp(`^${api.url}/`))
    await act(() => result.current.fetchWallets({ page: 2 }))
    expect(result.current.page).toBe(2)
    expect(result.current.wcWallets).toHaveLength(80)
    expect(new Set(result.current.wcWallets.map((w) => w.id)).size).toBe(80)
    const name = result.current.wcWallets[45]?.name as string
    await act(() => result.current.fetchWallets({ query: name }))
    expect(result.current.wcWallets.map((w) => w.name)).toContain(name)
    expect(result.current.count).toBeLessThan(total)
    expect(
      result.current.wcWallets.every(
        (w) => w.name.toLowerCase().includes(name.toLowerCase()) || w.walletInfo?.rdns?.includes(name.toLowerCase()),
      ),
    ).toBe(true)
  })

  it('connects a catalogue wallet the browser does not have over WalletConnect; with no browser wallet, the top ones fill `wallets`', async () => {
    await kitWith(relayAdapter())
    const { result } = renderHook(() => ({ wallets: useAppKitWallets(), account: useAppKitAccount() }))
    await waitFor(() => expect(result.current.wallets.wcWallets.map((w) => w.name)).toEqual(['WalletConnect']))
    await act(() => result.current.wallets.fetchWallets())
    expect(result.current.wallets.wcWallets.map((w) => w.name).slice(0, 3)).toEqual([
      'WalletConnect',
      'MetaMask',
      'Trust Wallet',
    ])
    expect(result.current.wallets.wallets.map((w) => w.name)).toEqual([
      'WalletConnect',
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      'Rainbow',
    ])
    const rainbow = result.current.wallets.wcWallets.find((w) => w.name === 'Rainbow')
    let connecting: Promise<void> | undefined
    act(() => {
      connecting = result.current.wallets.connect(rainbow!)
    })
    expect(result.current.wallets.connectingWallet?.name).toBe('Rainbow')
    await act(async () => connecting)
    // The WalletConnect connector (here the memory wallet behind a stand-in client) made the connection.
    expect(result.current.account.status).toBe('connected')
    expect(result.current.wallets.connectingWallet).toBeUndefined()
  })
})
