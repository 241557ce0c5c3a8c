import { SEED_WALLETS } from '@portico/api'
import type { AppKitOptions } from '@portico/core'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { loadRoute } from '../src/routes/loadRoute'
import { routeOf } from '../src/routes/routes'
import { SNAPSHOT_WALLETS } from '../src/views/all-wallets/walletSnapshot'
import { openModal, setup } from './setup'
import { recordRequests } from './support/no-requests'

// Issue 20, safe defaults: an app with no `apiUrl` asks no service; AllWallets and GetWallet list a bundled snapshot
// of the service's top wallets instead of nothing, and it names the same wallets (explorer ids) as the service.
const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const RAINBOW = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const requests = recordRequests()

const names = (list: HTMLElement) =>
  [...list.querySelectorAll('[data-wallet]')].map((e) => e.getAttribute('data-wallet'))

describe('the bundled wallet snapshot', () => {
  it("is the top of the service's seed catalogue, field for field", () => {
    const fields = [
      'id',
      'name',
      'homepage',
      'order',
      'rdns',
      'mobile_link',
      'app_store',
      'play_store',
      'chrome_store',
    ] as const
    const pick = (w: Record<string, unknown>) => Object.fromEntries(fields.map((f) => [f, w[f]]))
    expect(SNAPSHOT_WALLETS.map(pick)).toEqual(SEED_WALLETS.slice(0, SNAPSHOT_WALLETS.length).map(pick))
  })

  it('All wallets without a service: says so, lists the snapshot, searched and filtered by the app’s ids; no request', async () => {
    const h = await setup({ excludeWalletIds: [RAINBOW] } as Partial<AppKitOptions>)
    await loadRoute(routeOf('AllWallets'))
    await openModal(h, { view: 'AllWallets' })
    const modal = h.modal()
    expect((await modal.findByTestId('portico-all-wallets-unconfigured')).textContent).toBe(
      'The wallet catalogue is not configured.',
    )
    const list = await modal.findByRole('list', { name: 'Popular wallets' })
    expect(names(list).slice(0, 3)).toEqual(['MetaMask', 'Trust Wallet', 'Coinbase Wallet'])
    expect(names(list)).not.toContain('Rainbow')
    fireEvent.change(modal.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'io.meta' } })
    await waitFor(() => expect(names(modal.getByRole('list', { name: 'Popular wallets' }))).toEqual(['MetaMask']))
    fireEvent.change(modal.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'rainbow' } })
    await waitFor(() => expect(modal.queryByRole('list', { name: 'Popular wallets' })).toBeNull())
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(requests).toEqual([])
    h.unmount()
  })

  it('includeWalletIds narrows the snapshot to those wallets', async () => {
    const h = await setup({ includeWalletIds: [RAINBOW, METAMASK] } as Partial<AppKitOptions>)
    await loadRoute(routeOf('AllWallets'))
    await openModal(h, { view: 'AllWallets' })
    const list = await h.modal().findByRole('list', { name: 'Popular wallets' })
    expect(names(list)).toEqual(['MetaMask', 'Rainbow'])
    h.unmount()
  })

  it('Get a wallet without a service lists the snapshot; a wallet opens its install links', async () => {
    const h = await setup()
    await loadRoute(routeOf('GetWallet'))
    await loadRoute(routeOf('Downloads'))
    await openModal(h, { view: 'GetWallet' })
    const modal = h.modal()
    const list = await modal.findByRole('list', { name: 'Get a wallet' })
    expect(names(list)).toEqual(SNAPSHOT_WALLETS.map((w) => w.name))
    fireEvent.click(within(list).getAllByRole('button')[0] as HTMLElement)
    const links = await modal.findByRole('list', { name: 'MetaMask' })
    expect(links.textContent).toContain('Chrome extension')
    expect(requests).toEqual([])
    h.unmount()
  })
})
