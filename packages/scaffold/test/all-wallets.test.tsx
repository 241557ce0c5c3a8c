import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEV_PROJECT_ID, loadCatalogue } from '@portico/api'
import type { AppKitOptions } from '@portico/core'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadRoute } from '../src/routes/loadRoute'
import { routeOf } from '../src/routes/routes'
import { SEARCH_DEBOUNCE_MS } from '../src/views/all-wallets/useCatalogue'
import { type Harness, openModal, setup } from './setup'

// A real apps/api (its 600-entry catalogue) in a child process: under happy-dom the test's own globals (Request,
// Response) are happy-dom's, which the service's HTTP layer cannot use. The view reaches it with a real fetch.
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/api')
const SERVE = `
import { generatedCatalogueDir, startApiServer, silentLogger } from '@portico/api'
const api = await startApiServer({ logger: silentLogger, catalogueDir: generatedCatalogueDir(), chains: [{ chainId: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:9' }] })
process.stdout.write(api.url + '\\n')
process.stdin.on('end', () => api.close().then(() => process.exit(0)))
process.stdin.resume()
`
let child: ChildProcessWithoutNullStreams
let apiUrl = ''
const catalogue = loadCatalogue()
beforeAll(async () => {
  // happy-dom's fetch preflights every cross-origin GET (Chromium sends a plain one); the service is real and on
  // another port, so happy-dom's same-origin emulation is turned off.
  const happy = (window as unknown as { happyDOM?: { settings: { fetch: { disableSameOriginPolicy: boolean } } } })
    .happyDOM
  if (happy) happy.settings.fetch.disableSameOriginPolicy = true
  child = spawn(
    process.execPath,
    ['--conditions=@portico/source', '--import', 'tsx', '--input-type=module', '-e', SERVE],
    { cwd: apiDir, stdio: 'pipe' },
  )
  apiUrl = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const line = out.split('\n')[0]
      if (out.includes('\n') && line) resolve(line.trim())
    })
    child.on('exit', (code) => reject(new Error(`api exited with ${code}`)))
  })
}, 30_000)
afterAll(async () => {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.stdin.end()
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
})
afterEach(cleanup)

// `apiUrl` is the React binding's option, passed through core's options untouched.
const withApi = (apiUrl: string, extra: Partial<AppKitOptions> = {}) =>
  ({ projectId: DEV_PROJECT_ID, apiUrl, ...extra }) as Partial<AppKitOptions>

async function openAllWallets(h: Harness) {
  // The view's code is fetched first, so it renders in the same commit as the dialog (as after the idle prefetch).
  await loadRoute(routeOf('AllWallets'))
  await openModal(h, { view: 'AllWallets' })
  return h.modal()
}

const rowNames = (h: Harness) =>
  h
    .modal()
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('[data-wallet]')?.getAttribute('data-wallet'))
    .filter((name): name is string => Boolean(name))

const list = (h: Harness) => h.modal().findByRole('list', { name: 'Wallet catalogue' })
const search = (h: Harness, text: string) =>
  fireEvent.change(h.modal().getByRole('searchbox', { name: 'Search wallets' }), { target: { value: text } })

describe('AllWallets view', () => {
  it('shows a loading state, then the first page of the catalogue in the service order, virtualized', async () => {
    const h = await setup(withApi(apiUrl))
    const modal = await openAllWallets(h)
    expect(modal.getByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
    expect(modal.getByTestId('portico-all-wallets-loading').getAttribute('aria-busy')).toBe('true')
    expect(modal.getByText('Loading wallets')).toBeTruthy()
    await list(h)
    const expected = catalogue.query({ page: 1, entries: 40 })
    const names = rowNames(h)
    expect(names.length).toBeGreaterThan(3)
    expect(names.length).toBeLessThan(30)
    expect(names).toEqual(expected.data.slice(0, names.length).map((w) => w.name))
    const first = modal.getAllByRole('listitem')[0]
    expect(first?.getAttribute('aria-setsize')).toBe(String(expected.count))
    h.unmount()
  })

  it('loads the next page when the list is scrolled near the end of what is loaded, keeping few rows', async () => {
    const h = await setup(withApi(apiUrl))
    await openAllWallets(h)
    await list(h)
    const scroller = h.modal().getByTestId('portico-all-wallets-scroll')
    const all = catalogue.query({ page: 1, entries: 200 }).data
    for (const top of [1200, 2400, 3600]) {
      await act(async () => {
        scroller.scrollTop = top
        scroller.dispatchEvent(new Event('scroll'))
      })
      const index = Math.floor(top / 60)
      // Entry `index` lives on page 2 or 3 for these offsets: it only shows if those pages were fetched.
      await waitFor(() => expect(rowNames(h)).toContain(all[index]?.name))
      expect(h.modal().getAllByRole('listitem').length).toBeLessThanOrEqual(60)
    }
    h.unmount()
  })

  it('search filters the loaded entries at once, then shows what the service answers after the debounce', async () => {
    const h = await setup(withApi(apiUrl))
    await openAllWallets(h)
    await list(h)
    const loaded = rowNames(h)
    const needle = (loaded[1] ?? '').slice(0, 4).toLowerCase()
    search(h, needle)
    // Same commit as the keystroke: no wallet whose name lacks the text is still shown.
    const instant = rowNames(h)
    expect(instant.length).toBeGreaterThan(0)
    for (const name of instant) expect(name.toLowerCase()).toContain(needle)
    const expected = catalogue.query({ page: 1, entries: 40, search: needle })
    await waitFor(
      () => expect(h.modal().getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe(String(expected.count)),
      { timeout: SEARCH_DEBOUNCE_MS + 2000 },
    )
    expect(rowNames(h)).toEqual(expected.data.slice(0, rowNames(h).length).map((w) => w.name))
    h.unmount()
  })

  it('shows the empty state for a search nothing matches', async () => {
    const h = await setup(withApi(apiUrl))
    await openAllWallets(h)
    await list(h)
    search(h, 'zzqxnomatch')
    await h.modal().findByText('No wallet matches your search.')
    expect(rowNames(h)).toEqual([])
    h.unmount()
  })

  it('the badge filter shows certified wallets only', async () => {
    const h = await setup(withApi(apiUrl))
    await openAllWallets(h)
    await list(h)
    const toggle = h.modal().getByRole('button', { name: 'Certified only' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    // Before the service answers: the loaded certified entries at once, no skeleton in place of the list.
    expect(h.modal().queryByTestId('portico-all-wallets-loading')).toBeNull()
    const instant = h.modal().getAllByRole('listitem')
    expect(instant.length).toBeGreaterThan(0)
    for (const row of instant) expect(row.textContent).toContain('Certified')
    const expected = catalogue.query({ page: 1, entries: 40, badgeType: 'certified' })
    await waitFor(() =>
      expect(h.modal().getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe(String(expected.count)),
    )
    expect(expected.count).toBeLessThan(catalogue.size)
    const names = rowNames(h)
    expect(names).toEqual(expected.data.slice(0, names.length).map((w) => w.name))
    h.unmount()
  })

  it('excluded wallet ids are not listed', async () => {
    const first = catalogue.query({ page: 1, entries: 1 }).data[0]
    if (!first) throw new Error('empty catalogue')
    const h = await setup(withApi(apiUrl, { excludeWalletIds: [first.id] }))
    await openAllWallets(h)
    await list(h)
    await waitFor(() => expect(rowNames(h).length).toBeGreaterThan(0))
    expect(rowNames(h)).not.toContain(first.name)
    h.unmount()
  })

  it('shows the error state with a retry when the service cannot be reached', async () => {
    const h = await setup(withApi('http://127.0.0.1:9'))
    await openAllWallets(h)
    await h.modal().findByText('The wallet list could not be loaded.')
    expect(h.modal().getByRole('alert')).toBeTruthy()
    fireEvent.click(h.modal().getByRole('button', { name: 'Try again' }))
    expect(h.modal().getByTestId('portico-all-wallets-loading')).toBeTruthy()
    await h.modal().findByText('The wallet list could not be loaded.')
    h.unmount()
  })

  it('a wallet that is not installed says plainly that it is not available yet', async () => {
    const h = await setup(withApi(apiUrl))
    await openAllWallets(h)
    await list(h)
    const name = rowNames(h)[0] ?? ''
    fireEvent.click(h.modal().getByRole('button', { name: new RegExp(name) }))
    expect(h.modal().getByTestId('portico-all-wallets-unavailable').textContent).toBe(`${name} is not available yet.`)
    expect(h.core.state.router.view).toBe('AllWallets')
    // Not a dead end: the catalogue's homepage of that wallet, to install it from.
    const homepage = catalogue.query({ page: 1, entries: 40 }).data.find((w) => w.name === name)?.homepage
    if (!homepage) throw new Error(`no homepage for ${name} in the catalogue`)
    const link = h.modal().getByRole('link', { name: `Get ${name}` })
    expect(link.getAttribute('href')).toBe(homepage)
    expect(link.getAttribute('rel')).toContain('noopener')
    h.unmount()
  })

  it('a catalogue wallet installed as an announced connector with the same rdns connects it', async () => {
    const target = catalogue.query({ page: 1, entries: 40 }).data.find((w) => w.rdns)
    if (!target?.rdns) throw new Error('no catalogue wallet with an rdns on the first page')
    const rdns = target.rdns
    const h = await setup(withApi(apiUrl), {}, false)
    // The in-memory EVM wallet announces itself with this catalogue wallet's rdns (as EIP-6963 would).
    const sync = h.evm.syncConnectors.bind(h.evm)
    h.evm.syncConnectors = async (params) =>
      (await sync(params)).map((c) => ({ ...c, type: 'announced' as const, info: { rdns } }))
    await h.core.initialize()
    await openAllWallets(h)
    await list(h)
    fireEvent.click(await h.modal().findByRole('button', { name: new RegExp(target.name) }))
    await waitFor(() => expect(h.core.state.chain.chains.eip155?.accountState.address).toBeTruthy())
    expect(h.evm.calls.some((c) => c.method === 'connect')).toBe(true)
    h.unmount()
  })

  it('a next page that fails offers a retry that loads it', async () => {
    // A stand-in service (node:http) answering from the same catalogue, whose later pages fail until allowed.
    let failLater = true
    let laterRequests = 0
    const server = createServer((req, res) => {
      const query = new URLSearchParams(req.url?.split('?')[1] ?? '')
      const page = Number(query.get('page') ?? '1')
      if (page > 1) laterRequests++
      res.setHeader('access-control-allow-origin', '*')
      if (page > 1 && failLater) {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":"SERVER_ERROR"}')
        return
      }
      const body = catalogue.query({ page, entries: Number(query.get('entries') ?? '40') })
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const h = await setup(withApi(url))
      await openAllWallets(h)
      await list(h)
      const scroller = h.modal().getByTestId('portico-all-wallets-scroll')
      await act(async () => {
        scroller.scrollTop = 1800
        scroller.dispatchEvent(new Event('scroll'))
      })
      const retry = await h.modal().findByRole('button', { name: 'More wallets could not be loaded. Try again' })
      // The failed page is not asked for again on its own (no retry loop against a failing service).
      await new Promise((r) => setTimeout(r, 200))
      expect(laterRequests).toBe(1)
      failLater = false
      fireEvent.click(retry)
      const page2 = catalogue.query({ page: 2, entries: 40 }).data
      await waitFor(() => expect(rowNames(h)).toContain(page2[0]?.name))
      expect(h.modal().queryByRole('button', { name: 'More wallets could not be loaded. Try again' })).toBeNull()
      h.unmount()
    } finally {
      await new Promise((r) => server.close(r))
    }
  })
})
