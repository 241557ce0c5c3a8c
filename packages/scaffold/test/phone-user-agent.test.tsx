// On a phone user agent with no `isMobile` option, Connect, the pairing view and the headless phone opener all take
// core's mobile check (isMobileDevice): the same answer as the All wallets row's ONLY_MOBILE.
import { localEvm } from '@portico/common/networks'
import type { AppKitCore, ChainAdapter } from '@portico/core'
import { act, cleanup, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openWalletOnPhone, type PairingSource } from '../src/headless/open-on-phone'
import { memoryEvm, openModal, setup } from './setup'
import { createFakeRelay, createRelayAdapter } from './support/fake-relay'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36'

let userAgent = DESKTOP
beforeEach(() => {
  userAgent = DESKTOP
  vi.spyOn(navigator, 'userAgent', 'get').mockImplementation(() => userAgent)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** The memory wallet plus a wallet announcing itself as the generic "Browser Wallet" (§5 shows it on phones only). */
function withBrowserWallet(): ChainAdapter {
  const adapter = memoryEvm()
  return {
    ...adapter,
    syncConnectors: async (params) => {
      const found = await adapter.syncConnectors(params)
      const first = found[0]
      if (!first) return found
      return [
        ...found,
        {
          ...first,
          id: 'browser-wallet',
          name: 'Browser Wallet',
          type: 'injected',
          info: { rdns: 'app.phone.wallet' },
        },
      ]
    },
  }
}

const WALLETS = ['Memory EVM', 'Browser Wallet']

async function connectRows(): Promise<string[]> {
  const h = await setup({ networks: [localEvm], adapters: [withBrowserWallet()], isMobile: undefined })
  await openModal(h)
  const list = await h.modal().findByTestId('portico-connect')
  await h.modal().findByText('Memory EVM')
  // The wallet rows, in the order shown (the rest of Connect is left out).
  const names = within(list)
    .getAllByRole('button')
    .map((row) => row.textContent ?? '')
    .flatMap((text) => WALLETS.filter((name) => text.includes(name)))
  h.unmount()
  return names
}

describe('Connect on a phone user agent', () => {
  it('lists the Browser Wallet after the installed wallet on a phone, and not on a desktop', async () => {
    userAgent = PHONE
    const phone = await connectRows()
    expect(phone).toEqual(['Memory EVM', 'Browser Wallet'])
    userAgent = DESKTOP
    const desktop = await connectRows()
    expect(desktop).toEqual(['Memory EVM'])
  })
})

describe('the pairing view on a phone user agent', () => {
  it("offers the wallet's mobile link, not its desktop one", async () => {
    userAgent = PHONE
    const h = await setup({
      networks: [localEvm],
      adapters: [createRelayAdapter(createFakeRelay())],
      isMobile: undefined,
    })
    await openModal(h)
    await act(async () =>
      h.core.router.push('ConnectingWalletConnect', {
        wallet: { id: 'w1', name: 'Phone Test', mobileLink: 'phonetest://', desktopLink: 'phonedesk://' },
      }),
    )
    const link = await h.modal().findByRole('link', { name: 'Open Phone Test' }, { timeout: 4000 })
    expect(link.getAttribute('href')).toMatch(/^phonetest:\/\/wc\?uri=wc%3A/)
    expect(h.modal().queryByRole('link', { name: 'Open Phone Test desktop app' })).toBeNull()
    h.unmount()
  })
})

describe('openWalletOnPhone', () => {
  const core = (mobile: boolean | undefined) =>
    ({ options: mobile === undefined ? {} : { isMobile: () => mobile } }) as unknown as AppKitCore

  function source() {
    let state: ReturnType<PairingSource['getState']> = { status: 'idle' }
    const listeners = new Set<() => void>()
    return {
      getState: () => state,
      subscribe(listener: () => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      set(next: typeof state) {
        state = next
        for (const listener of [...listeners]) listener()
      },
      listeners,
    }
  }

  it('opens the link made from the pairing URI once, when the URI comes, then stops listening', () => {
    const relay = source()
    const opened: string[] = []
    openWalletOnPhone(core(true), 'https://wallet.example/app', relay, (href) => opened.push(href))
    relay.set({ status: 'loading' })
    expect(opened).toEqual([])
    relay.set({ status: 'pairing', uri: 'wc:1@2' })
    relay.set({ status: 'pairing', uri: 'wc:2@2' })
    expect(opened).toEqual(['https://wallet.example/app/wc?uri=wc%3A1%402'])
    expect(relay.listeners.size).toBe(0)
  })

  it('takes the user agent without an isMobile option; nothing on a desktop, after stop, or for a refused scheme', () => {
    const opened: string[] = []
    const open = (href: string) => void opened.push(href)
    const waiting = source()
    waiting.set({ status: 'pairing', uri: 'wc:3@2' })
    userAgent = PHONE
    openWalletOnPhone(core(undefined), 'native://', waiting, open)
    expect(opened).toEqual(['native://wc?uri=wc%3A3%402'])
    openWalletOnPhone(core(false), 'native://', waiting, open)
    openWalletOnPhone(core(true), 'javascript:alert(1)', waiting, open)
    const later = source()
    openWalletOnPhone(core(true), 'native://', later, open)()
    later.set({ status: 'pairing', uri: 'wc:4@2' })
    expect(opened).toHaveLength(1)
    expect(later.listeners.size).toBe(0)
  })
})
