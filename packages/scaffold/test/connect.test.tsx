import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DEV_PROJECT_ID, loadCatalogue } from '@portico/api'
import type { AppKitOptions } from '@portico/core'
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openModal, setup } from './setup'
import { type CatalogueApi, startCatalogueApi } from './support/catalogue-api'

// A real apps/api: AllWallets and the featured group read its catalogue over HTTP.
let api: CatalogueApi
beforeAll(async () => {
  api = await startCatalogueApi()
  // Starting the service (tsx transform) takes seconds, far more on a loaded machine.
}, 180_000)
afterAll(() => api.stop())
afterEach(cleanup)

const firstWallets = loadCatalogue()
  .query({ page: 1, entries: 2 })
  .data.map((w) => w.name)
/** A port nothing listens on yet: requests to it are refused, as when the service is down. */
async function deadPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Brings "the service" up on that port: a plain forwarder to the real apps/api. */
async function serviceComesBack(port: number, target: string): Promise<Server> {
  const to = new URL(target)
  const server = createServer((req, res) => {
    const upstream = request(
      { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}

// apiUrl is the React binding's option, passed through core's options untouched.
const withApi = (apiUrl: string, extra: Record<string, unknown> = {}) =>
  ({ projectId: DEV_PROJECT_ID, apiUrl, ...extra }) as Partial<AppKitOptions>

describe('Connect view', () => {
  it('shows skeletons while the core is not ready and no connector is known yet', async () => {
    const h = await setup({}, { ready: false }, false)
    await openModal(h)
    const list = await h.modal().findByRole('list', { name: 'Wallets' })
    expect(list.querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(h.modal().getByText('Looking for wallets')).toBeTruthy()
    expect(h.modal().queryByText('Memory EVM')).toBeNull()
    h.unmount()
  })

  it('lists installed wallets first, then All wallets; no email or social row while those views are not in this version', async () => {
    const h = await setup()
    await openModal(h)
    const modal = h.modal()
    await modal.findByText('Memory EVM')
    expect(modal.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    const rows = modal.getAllByRole('listitem').map((li) => li.textContent ?? '')
    const index = (text: string) => rows.findIndex((r) => r.includes(text))
    expect(index('Memory EVM')).toBeGreaterThanOrEqual(0)
    expect(index('Memory Solana')).toBeGreaterThan(index('Memory EVM'))
    expect(index('All wallets')).toBeGreaterThan(index('Memory Solana'))
    // The email and social rows would lead to views this version does not have (core's order is tested there).
    expect(index('Continue with email')).toBe(-1)
    expect(index('Continue with a social account')).toBe(-1)
    expect(modal.getAllByText('Installed')).toHaveLength(2)
    h.unmount()
  })

  it('puts a recent wallet in the recent group, before installed ones, with its badge', async () => {
    const h = await setup()
    h.core.storage.addRecentWallet({ id: 'memory-sol', name: 'Memory Solana' })
    await openModal(h)
    const modal = h.modal()
    await modal.findByText('Memory Solana')
    const rows = modal.getAllByRole('listitem').map((li) => li.textContent ?? '')
    expect(rows.findIndex((r) => r.includes('Memory Solana'))).toBeLessThan(
      rows.findIndex((r) => r.includes('Memory EVM')),
    )
    expect(rows.find((r) => r.includes('Memory Solana'))).toContain('Recent')
    h.unmount()
  })

  it('shows the empty state when every wallet is excluded, and email first without an injected wallet', async () => {
    const h = await setup({ excludeWalletIds: ['Memory EVM', 'memory solana'] })
    await openModal(h)
    const modal = h.modal()
    await modal.findByText('No wallet was found in this browser.')
    expect(modal.queryByText('Memory EVM')).toBeNull()
    expect(modal.getByText('All wallets')).toBeTruthy()
    h.unmount()
  })

  it('hides email and social rows when those features are off', async () => {
    const h = await setup({ features: { email: false, socials: false } })
    await openModal(h)
    await h.modal().findByText('Memory EVM')
    expect(h.modal().queryByText('Continue with email')).toBeNull()
    expect(h.modal().queryByText('Continue with a social account')).toBeNull()
    h.unmount()
  })

  it('All wallets opens the catalogue from the service (real entries, search box, no "not built" text); Back returns', async () => {
    const h = await setup(withApi(api.url))
    await openModal(h)
    fireEvent.click(await h.modal().findByText('All wallets'))
    expect(await h.modal().findByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
    const list = await h.modal().findByRole('list', { name: 'Wallet catalogue' }, { timeout: 10_000 })
    // The service's first catalogue entries are listed.
    expect(await within(list).findByText(firstWallets[0] as string)).toBeTruthy()
    expect(within(list).getByText(firstWallets[1] as string)).toBeTruthy()
    expect(h.modal().getByRole('searchbox', { name: 'Search wallets' })).toBeTruthy()
    const view = h.modal().getByTestId('portico-all-wallets')
    expect(view.textContent).not.toContain('This feature is not available yet.')
    fireEvent.click(h.modal().getByRole('button', { name: 'Back' }))
    expect(await h.modal().findByText('Memory EVM')).toBeTruthy()
    expect(h.modal().queryByTestId('portico-all-wallets')).toBeNull()
    h.unmount()
  })

  it('a failed featured-wallet request says so (localized) with a retry, and the retry lists them', async () => {
    const featured = loadCatalogue().query({ page: 1, entries: 12 }).data[10]
    if (!featured) throw new Error('catalogue too small')
    const port = await deadPort()
    const h = await setup(withApi(`http://127.0.0.1:${port}`, { featuredWalletIds: [featured.id] }))
    await openModal(h)
    const error = await h.modal().findByTestId('portico-connect-featured-error', {}, { timeout: 10_000 })
    expect(within(error).getByRole('alert').textContent).toContain('The featured wallets could not be loaded.')
    // The installed wallets are still there to connect with.
    expect(h.modal().getByText('Memory EVM')).toBeTruthy()
    expect(h.modal().queryByText(featured.name)).toBeNull()
    const server = await serviceComesBack(port, api.url)
    try {
      fireEvent.click(within(error).getByRole('button', { name: 'Try again' }))
      expect(await h.modal().findByText(featured.name, {}, { timeout: 10_000 })).toBeTruthy()
      expect(h.modal().queryByTestId('portico-connect-featured-error')).toBeNull()
    } finally {
      h.unmount()
      await new Promise((resolve) => server.close(resolve))
    }
  }, 30_000)

  it.each([
    ['es', 'No se pudieron cargar las billeteras destacadas.', 'Reintentar'],
    ['ar', 'تعذّر تحميل المحافظ المميزة.', 'إعادة المحاولة'],
  ])(
    'the featured-wallet error is localized (%s)',
    async (locale, text, retry) => {
      const port = await deadPort()
      const h = await setup(withApi(`http://127.0.0.1:${port}`, { featuredWalletIds: ['any'] }), { locale })
      await openModal(h)
      const error = await h.modal().findByTestId('portico-connect-featured-error', {}, { timeout: 10_000 })
      expect(error.textContent).toContain(text)
      // The ui catalogue (the shared 'Try again') loads for the locale on its own; it may land a tick later.
      expect(await within(error).findByRole('button', { name: retry })).toBeTruthy()
      h.unmount()
    },
    30_000,
  )

  it('Escape closes the modal and resets to Connect', async () => {
    const h = await setup()
    await openModal(h, { view: 'WhatIsAWallet' })
    const dialog = await h.modal().findByRole('dialog')
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' })
    })
    expect(h.core.state.modal.open).toBe(false)
    expect(h.core.state.router.view).toBe('Connect')
    h.unmount()
  })

  it('uses the locale for the scaffold strings and the ui catalogue (es)', async () => {
    const h = await setup({}, { locale: 'es' })
    await openModal(h)
    await waitFor(() => expect(h.modal().getByRole('dialog', { name: 'Conectar billetera' })).toBeTruthy())
    // The ui catalogue's string (the email row, the example before, is not offered in this version).
    expect(await h.modal().findByText('Todas las billeteras')).toBeTruthy()
    h.unmount()
  })
})
