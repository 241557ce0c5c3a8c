import type { AppKitOptions } from '@portico/core'
import { act, fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { loadRoute } from '../src/routes/loadRoute'
import { routeOf } from '../src/routes/routes'
import { connect, openModal, setup } from './setup'
import { recordRequests } from './support/no-requests'

// Issue 15 #10: with no `apiUrl` a published app asks no service at all (never a loopback default); the views that
// need one say so or leave it out. Every request is counted; none may happen.
const requests = recordRequests()

const CUSTOM = { id: 'app-wallet', name: 'App Wallet' }
// The React binding's options, passed through core's options untouched; no apiUrl among them.
const options = { customWallets: [CUSTOM], featuredWalletIds: ['some-catalogue-id'] } as Partial<AppKitOptions>

describe('no apiUrl', () => {
  it('All wallets says the wallet catalogue is not configured and still lists the app’s own wallets', async () => {
    const h = await setup(options)
    await loadRoute(routeOf('AllWallets'))
    await openModal(h, { view: 'AllWallets' })
    const modal = h.modal()
    expect((await modal.findByTestId('portico-all-wallets-unconfigured')).textContent).toBe(
      'The wallet catalogue is not configured.',
    )
    expect(modal.getByTestId('portico-all-wallets').dataset.status).toBe('unconfigured')
    expect(modal.queryByTestId('portico-all-wallets-loading')).toBeNull()
    expect(modal.queryByRole('button', { name: 'Certified only' })).toBeNull()
    expect(modal.getByRole('list', { name: 'Wallets of this app' }).textContent).toContain('App Wallet')
    fireEvent.change(modal.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'vault' } })
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    expect(requests).toEqual([])
    h.unmount()
  })

  it('Connect leaves out the featured group without asking or showing an error', async () => {
    const h = await setup(options)
    await loadRoute(routeOf('Connect'))
    await openModal(h)
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(h.modal().queryByTestId('portico-connect-featured-error')).toBeNull()
    expect(requests).toEqual([])
    h.unmount()
  })

  it('Account: no name look-up, no Activity tab, tokens unavailable without a retry; nothing fetched', async () => {
    // The memory wallets read no token balances themselves, so only the service could list them.
    const h = await setup()
    await loadRoute(routeOf('Account'))
    await connect(h)
    await openModal(h)
    const modal = h.modal()
    await modal.findByTestId('portico-account')
    expect((await modal.findByTestId('portico-tokens-unavailable')).textContent).toBe('Token Balance Unavailable')
    expect(modal.queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(modal.queryByRole('tab', { name: 'Activity' })).toBeNull()
    expect(modal.queryByRole('button', { name: 'Choose a name' })).toBeNull()
    expect(modal.queryByText('Loading name and avatar')).toBeNull()
    expect(requests).toEqual([])
    h.unmount()
  })
})
