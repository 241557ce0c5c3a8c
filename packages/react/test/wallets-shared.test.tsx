import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, type CreateAppKitOptions, useAppKitAccount, useAppKitWallets } from '../src/index'
import { destroyKits, kitWith, relayAdapter } from './support/catalogue-kit'
import { memoryEvmAdapter } from './support/memory-evm'

const URI = 'wc:0f1e2d@2?relay-protocol=irn&symKey=ab12'

afterEach(() => {
  cleanup()
  destroyKits()
  setCurrentAppKit(undefined)
  vi.restoreAllMocks()
})

// The phone opener as the hook fetches it, the links it would open recorded; `attached` settles once the opener has
// been handed the pairing.
const phone = vi.hoisted(() => {
  const state = { opened: [] as string[], attach: () => {}, attached: Promise.resolve() }
  const reset = () => {
    state.opened = []
    state.attached = new Promise<void>((resolve) => {
      state.attach = resolve
    })
  }
  return Object.assign(state, { reset })
})
vi.mock('@portico/scaffold/headless', async (original) => {
  const headless = await original<typeof import('@portico/scaffold/headless')>()
  return {
    ...headless,
    openWalletOnPhone: (...[core, link, relay]: Parameters<typeof headless.openWalletOnPhone>) => {
      const stop = headless.openWalletOnPhone(core, link, relay, (href) => phone.opened.push(href))
      phone.attach()
      return stop
    },
  }
})

/** The modal chunk as the kit loads it, its catalogue requests counted. */
function watchModal(kit: AppKit) {
  const load = kit._internal.loadModal
  const requests: { page: number; query?: string | undefined }[] = []
  vi.spyOn(kit._internal, 'loadModal').mockImplementation(async () => {
    const modal = await load()
    return {
      ...modal,
      fetchCataloguePage: (core, args, signal) => {
        requests.push({ page: args.page, query: args.query })
        return modal.fetchCataloguePage(core, args, signal)
      },
    }
  })
  return { requests }
}

/** A kit over the pairing wallet whose answer waits for the phone opener to be handed the pairing. */
async function pairingKit(extra: Partial<CreateAppKitOptions> = {}) {
  phone.reset()
  await kitWith(relayAdapter({ uri: URI, answer: () => phone.attached }), extra)
  return phone
}

describe('useAppKitWallets: one list per kit', () => {
  it('two components see the same pages and search, and a page is fetched once', async () => {
    const kit = await kitWith(memoryEvmAdapter())
    const { requests } = watchModal(kit)
    const first = renderHook(() => useAppKitWallets())
    const second = renderHook(() => useAppKitWallets())
    // Both mount and ask for the first page at once: one request.
    await act(() => Promise.all([first.result.current.fetchWallets(), second.result.current.fetchWallets()]))
    expect(requests).toEqual([{ page: 1, query: '' }])
    expect(second.result.current.wcWallets).toHaveLength(8)
    expect(second.result.current.wcWallets).toEqual(first.result.current.wcWallets)
    expect(second.result.current.page).toBe(1)
    expect(second.result.current.count).toBe(8)
    // A component mounted later finds the list and asks for nothing new.
    const third = renderHook(() => useAppKitWallets())
    expect(third.result.current.wcWallets).toHaveLength(8)
    await act(() => third.result.current.fetchWallets({ page: 1 }))
    expect(requests).toHaveLength(1)
    // One component's search is what every component shows, until a fetch without a query.
    await act(() => first.result.current.fetchWallets({ query: 'rain' }))
    expect(second.result.current.wcWallets.map((w) => w.name)).toEqual(['Rainbow'])
    expect(third.result.current.count).toBe(1)
    await act(() => third.result.current.fetchWallets())
    expect(first.result.current.wcWallets).toHaveLength(8)
    expect(first.result.current.count).toBe(8)
    expect(requests).toEqual([
      { page: 1, query: '' },
      { page: 1, query: 'rain' },
    ])
  })

  it('another kit has its own list', async () => {
    const kit = await kitWith(memoryEvmAdapter())
    const first = renderHook(() => useAppKitWallets())
    await act(() => first.result.current.fetchWallets())
    expect(first.result.current.wcWallets).toHaveLength(8)
    first.unmount()
    kit.destroy()
    await kitWith(memoryEvmAdapter())
    const next = renderHook(() => useAppKitWallets())
    expect(next.result.current.wcWallets).toEqual([])
    expect(next.result.current.page).toBe(0)
  })
})

describe('useAppKitWallets: a catalogue wallet on a phone', () => {
  it("opens the wallet's mobile link with the pairing URI, as the pairing view's link", async () => {
    const { opened } = await pairingKit({ isMobile: () => true })
    const { result } = renderHook(() => ({ wallets: useAppKitWallets(), account: useAppKitAccount() }))
    await waitFor(() => expect(result.current.wallets.wcWallets.map((w) => w.name)).toEqual(['WalletConnect']))
    await act(() => result.current.wallets.fetchWallets())
    const rainbow = result.current.wallets.wcWallets.find((w) => w.name === 'Rainbow')
    expect(rainbow?.walletInfo?.mobileLink).toBe('rainbow://')
    await act(() => result.current.wallets.connect(rainbow!))
    expect(result.current.account.status).toBe('connected')
    expect(opened).toEqual([`rainbow://wc?uri=${encodeURIComponent(URI)}`])
  })

  it('opens nothing on a desktop', async () => {
    const { opened } = await pairingKit()
    const { result } = renderHook(() => ({ wallets: useAppKitWallets(), account: useAppKitAccount() }))
    await waitFor(() => expect(result.current.wallets.wcWallets).toHaveLength(1))
    await act(() => result.current.wallets.fetchWallets())
    const rainbow = result.current.wallets.wcWallets.find((w) => w.name === 'Rainbow')
    await act(() => result.current.wallets.connect(rainbow!))
    expect(result.current.account.status).toBe('connected')
    expect(opened).toEqual([])
  })
})
