import { DEV_PROJECT_ID, loadCatalogue } from '@portico/api'
import type { AppKitOptions } from '@portico/core'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadRoute } from '../src/routes/loadRoute'
import { routeOf } from '../src/routes/routes'
import { type Harness, openModal, setup } from './setup'
import { type CatalogueApi, startCatalogueApi } from './support/catalogue-api'

let api: CatalogueApi
beforeAll(async () => {
  api = await startCatalogueApi()
}, 30_000)
afterAll(() => api.stop())
afterEach(cleanup)

const catalogue = loadCatalogue()
const entries = catalogue.query({ page: 1, entries: 40 }).data
// Two catalogue wallets that are not installed in the test page (no memory connector has their rdns).
const [first, second, third] = [entries[5], entries[9], entries[12]].map((w) => {
  if (!w) throw new Error('catalogue too small')
  return w
}) as [(typeof entries)[number], (typeof entries)[number], (typeof entries)[number]]
const CUSTOM = { id: 'lab-custom', name: 'Lab Custom Wallet', homepage: 'https://example.invalid' }

// Options of the React binding (customWallets, includeWalletIds, apiUrl) pass through core's options untouched.
const options = (extra: Record<string, unknown> = {}) =>
  ({ projectId: DEV_PROJECT_ID, apiUrl: api.url, ...extra }) as Partial<AppKitOptions>

/** The Connect view's wallet rows in DOM order, as "group:name". */
function connectRows(h: Harness): string[] {
  return [...(h.host().shadowRoot?.querySelectorAll('[data-testid="portico-connect"] li[data-group]') ?? [])].map(
    (li) => `${li.getAttribute('data-group')}:${li.textContent?.replace(/^\S\s*/, '').replace(/Installed$/, '')}`,
  )
}

const groupsOf = (rows: string[]) => rows.map((r) => r.split(':')[0])

describe('Connect options', () => {
  it('featured wallets (in the given order) and custom wallets show in their §9 groups after the installed ones', async () => {
    const h = await setup(options({ featuredWalletIds: [second.id, first.id], customWallets: [CUSTOM] }))
    await openModal(h)
    await h.modal().findByText(second.name)
    const rows = connectRows(h)
    expect(groupsOf(rows)).toEqual(['injected', 'injected', 'featured', 'featured', 'custom'])
    expect(rows[2]).toContain(second.name)
    expect(rows[3]).toContain(first.name)
    expect(rows[4]).toContain(CUSTOM.name)
    h.unmount()
  })

  it('connectorTypeOrder overrides the order; excludeWalletIds hides a featured id', async () => {
    const h = await setup(
      options({
        featuredWalletIds: [first.id, second.id],
        excludeWalletIds: [second.id],
        customWallets: [CUSTOM],
        connectorTypeOrder: ['custom', 'featured'],
      }),
    )
    await openModal(h)
    await h.modal().findByText(first.name)
    const rows = connectRows(h)
    expect(groupsOf(rows)).toEqual(['custom', 'featured', 'injected', 'injected'])
    expect(rows.join()).not.toContain(second.name)
    h.unmount()
  })

  it('includeWalletIds keeps only those in the featured group', async () => {
    const h = await setup(
      options({ featuredWalletIds: [first.id, second.id], includeWalletIds: [second.id, third.id] }),
    )
    await openModal(h)
    await h.modal().findByText(second.name)
    const rows = connectRows(h)
    expect(groupsOf(rows)).toEqual(['injected', 'injected', 'featured'])
    expect(h.modal().queryByText(first.name)).toBeNull()
    h.unmount()
  })

  it('a featured wallet that is not installed says plainly that it is not available yet', async () => {
    const h = await setup(options({ featuredWalletIds: [first.id] }))
    await openModal(h)
    const row = await h.modal().findByText(first.name)
    await act(async () => {
      fireEvent.click(row)
    })
    expect(h.modal().getByTestId('portico-connect-unavailable').textContent).toBe(`${first.name} is not available yet.`)
    expect(h.core.state.router.view).toBe('Connect')
    h.unmount()
  })

  it('AllWallets: includeWalletIds shows only those, custom wallets are listed first and follow the search', async () => {
    const h = await setup(options({ includeWalletIds: [first.id, third.id], customWallets: [CUSTOM] }))
    await loadRoute(routeOf('AllWallets'))
    await openModal(h, { view: 'AllWallets' })
    const list = await h.modal().findByRole('list', { name: 'Wallet catalogue' })
    await waitFor(() => expect(list.querySelectorAll('[data-wallet]').length).toBe(2))
    const names = [...list.querySelectorAll('[data-wallet]')].map((el) => el.getAttribute('data-wallet'))
    expect(names.sort()).toEqual([first.name, third.name].sort())
    expect(list.querySelector('li')?.getAttribute('aria-setsize')).toBe('2')
    const custom = h.modal().getByRole('list', { name: 'Wallets of this app' })
    expect(custom.textContent).toContain(CUSTOM.name)
    fireEvent.change(h.modal().getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'zzzz' } })
    expect(h.modal().queryByRole('list', { name: 'Wallets of this app' })).toBeNull()
    h.unmount()
  })
})
