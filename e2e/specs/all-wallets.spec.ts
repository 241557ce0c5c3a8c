import { writeFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import { type DevStack, startDevStack } from '@portico/testing'
import { expect, test } from '../fixtures'
import { ModalPage } from '../pages/modal'
import { seriousViolations } from '../support/axe'
import { buildLab, type LabBuild } from '../support/lab-build'
import { artifact } from '../support/paths'
import { type KeystrokeTiming, type SearchAnswer, typeAndTime } from '../support/search-timing'
import { readStack } from '../support/stack'
import { median } from '../support/timing'

// Issue 4's AllWallets budgets are stated for a 1,000-entry catalogue; the dev stack's api serves the bundled 600.
// So this spec starts its own apps/api (free port, the bundled wallets plus renamed copies up to 1,000) and a
// production build of the lab configured with that api and the dev stack's other URLs, served from a plain file
// server: timings are of the product's code, not of Vite's dev modules.
const CATALOGUE_SIZE = 1000
const MAX_ROWS = 60
const SEARCH_BUDGET_MS = 16

interface CatalogueAnswer {
  data: { id: string; name: string }[]
  count: number
}

let api: DevStack | undefined
let lab: LabBuild | undefined
const results: { maxRows?: number; scrolledEntries?: number; keystrokes?: KeystrokeTiming[] } = {}

test.beforeAll(async ({ react }) => {
  test.setTimeout(240_000)
  api = await startDevStack({
    evm: false,
    solana: false,
    relay: false,
    apiCatalogueSize: CATALOGUE_SIZE,
    log: false,
    handleSignals: false,
  })
  // The react18 project's own React: the build is the lab the project runs, with this spec's api.
  lab = await buildLab({ stackUrls: { ...readStack().urls, api: api.urls.api }, ...(react === '18' ? { react } : {}) })
})

test.afterAll(async () => {
  await lab?.close()
  await api?.stop()
  if (results.maxRows === undefined && results.keystrokes === undefined) return
  const keystrokes = results.keystrokes ?? []
  const summary = {
    catalogueEntries: CATALOGUE_SIZE,
    build: 'production (vite build), plain file server; apps/api on 127.0.0.1',
    maxRowsWhileScrolling: results.maxRows ?? null,
    scrolledEntries: results.scrolledEntries ?? null,
    searchFirstResultsMedianMs: keystrokes.length ? median(keystrokes.map((k) => k.frameMs)) : null,
    searchServiceAnswerMedianMs: keystrokes.length ? median(keystrokes.map((k) => k.serviceMs)) : null,
    keystrokes,
    measured: {
      searchFirstResultsMs:
        'keydown (event time stamp) → first animation frame whose rows all match the new text (loaded entries filtered in the page)',
      searchServiceAnswerMs:
        "keydown → first frame showing the service's first rows and count for the text (150 ms debounce + request)",
    },
    budgets: { maxRows: MAX_ROWS, searchFirstResultsMs: SEARCH_BUDGET_MS },
  }
  writeFileSync(artifact('all-wallets-timing.json'), `${JSON.stringify(summary, null, 2)}\n`)
})

function builtLab(): LabBuild {
  if (!lab) throw new Error('no lab build')
  return lab
}

/** This spec's service, asked directly: what the view should show. */
async function catalogue(request: APIRequestContext, query: Record<string, string>) {
  const url = api?.urls.api
  if (!url) throw new Error('no api')
  const params = new URLSearchParams({ projectId: 'portico-dev', page: '1', entries: '40', ...query })
  const response = await request.get(`${url}/getWallets?${params}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as CatalogueAnswer
}

async function searchAnswer(request: APIRequestContext, text: string): Promise<SearchAnswer> {
  const search: Record<string, string> = text.trim() ? { search: text.trim() } : {}
  const first = await catalogue(request, search)
  // Every match, in pages of the service's largest size (500).
  const all: string[] = []
  for (let page = 1; all.length < first.count; page++)
    all.push(...(await catalogue(request, { ...search, page: String(page), entries: '500' })).data.map((w) => w.name))
  return { all, first: first.data.map((w) => w.name), count: first.count }
}

test.describe(`AllWallets on the lab memory configuration, ${CATALOGUE_SIZE}-entry catalogue from apps/api`, () => {
  test('lists the catalogue from the real service, first page in its order, reached from Connect', async ({
    page,
    request,
  }) => {
    const modal = new ModalPage(page, builtLab().url)
    const expected = await catalogue(request, {})
    expect(expected.count).toBe(CATALOGUE_SIZE)
    await modal.goto()
    await modal.connectButton.click()
    await modal.openAllWallets()
    await expect(modal.dialog).toHaveAccessibleName('All Wallets')
    const names = await modal.catalogueNames()
    expect(names.length).toBeGreaterThan(3)
    expect(names).toEqual(expected.data.slice(0, names.length).map((w) => w.name))
    expect(await modal.catalogueCount()).toBe(String(expected.count))
    await page.screenshot({ path: artifact('modal-all-wallets.png') })
  })

  test(`search: each keystroke shows matching rows within ${SEARCH_BUDGET_MS} ms (median), then the service's answer`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const modal = new ModalPage(page, builtLab().url)
    // The last entry of the catalogue, far beyond the first page: found only through the service's search.
    const last = (await catalogue(request, { page: String(CATALOGUE_SIZE), entries: '1' })).data[0]
    if (!last) throw new Error('no last entry')
    const term = last.name.toLowerCase()
    await modal.goto()
    await modal.connectButton.click()
    await modal.openAllWallets()
    await modal.searchBox().click()

    // A person typing who waits for the list after each key (the next key then filters the service's answer).
    const keystrokes: KeystrokeTiming[] = []
    for (let i = 1; i <= term.length; i++) {
      const text = term.slice(0, i)
      keystrokes.push(
        await typeAndTime(page, modal.searchBox(), term.charAt(i - 1), text, await searchAnswer(request, text)),
      )
    }
    results.keystrokes = keystrokes
    const first = median(keystrokes.map((k) => k.frameMs))
    const service = median(keystrokes.map((k) => k.serviceMs))
    console.log(
      `[all-wallets] search "${term}" over ${CATALOGUE_SIZE} entries: keystroke → matching rows on screen median ${first.toFixed(1)} ms, → service's answer median ${service.toFixed(1)} ms\n` +
        keystrokes
          .map((k) => `  ${JSON.stringify(k.text)}: ${k.frameMs.toFixed(1)} / ${k.serviceMs.toFixed(1)} ms`)
          .join('\n'),
    )
    expect(await modal.catalogueNames()).toEqual([last.name])
    expect(await modal.catalogueCount()).toBe('1')
    expect(first).toBeLessThanOrEqual(SEARCH_BUDGET_MS)
  })

  test(`scrolling the whole ${CATALOGUE_SIZE}-entry catalogue keeps no more than ${MAX_ROWS} rows in the DOM`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const modal = new ModalPage(page, builtLab().url)
    const all = await catalogue(request, {})
    expect(all.count).toBe(CATALOGUE_SIZE)
    const last = (await catalogue(request, { page: String(all.count), entries: '1' })).data[0]
    if (!last) throw new Error('no last entry')
    await modal.goto()
    await modal.connectButton.click()
    await modal.openAllWallets()
    // Scrolled in the page, 300 px per step with two frames for each to render (and to ask for the next page when
    // the end of what is loaded comes near), counting the rows in the DOM after every step.
    const { maxRows, reachedEnd, lastPosition } = await modal.catalogueScroller().evaluate(
      (el, lastName) =>
        new Promise<{ maxRows: number; reachedEnd: boolean; lastPosition: number }>((resolve) => {
          let maxRows = 0
          let lastPosition = 0
          let progressAt = Date.now()
          // Two frames, or 100 ms if the renderer stops producing frames: once (CI run of be7c87b) this loop waited on a
          // requestAnimationFrame that never came until the test's 3-minute timeout, and reported nothing.
          const frame = () =>
            Promise.race([
              new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next))),
              new Promise((next) => setTimeout(next, 100)),
            ])
          const run = async () => {
            // Gives up after 40 s without a new row (a page that never loads), so the test fails with what it saw.
            while (Date.now() - progressAt < 40_000) {
              el.scrollBy(0, 300)
              await frame()
              const rows = [...el.querySelectorAll('li')]
              maxRows = Math.max(maxRows, rows.length)
              const position = Math.max(0, ...rows.map((r) => Number(r.getAttribute('aria-posinset') ?? 0)))
              if (position > lastPosition) progressAt = Date.now()
              lastPosition = Math.max(lastPosition, position)
              const names = [...el.querySelectorAll('[data-wallet]')].map((r) => r.getAttribute('data-wallet'))
              if (names.includes(lastName)) return resolve({ maxRows, reachedEnd: true, lastPosition })
            }
            resolve({ maxRows, reachedEnd: false, lastPosition })
          }
          void run()
        }),
      last.name,
    )
    console.log(`[all-wallets] scrolled to entry ${lastPosition} of ${all.count}`)
    results.maxRows = maxRows
    results.scrolledEntries = all.count
    console.log(`[all-wallets] scroll through ${all.count} entries: at most ${maxRows} rows in the DOM`)
    expect(reachedEnd).toBe(true)
    expect(maxRows).toBeGreaterThan(0)
    expect(maxRows).toBeLessThanOrEqual(MAX_ROWS)
  })

  test('a wallet that is not installed says it is not available yet; Back returns to Connect', async ({ page }) => {
    const modal = new ModalPage(page, builtLab().url)
    await modal.goto()
    await modal.connectButton.click()
    await modal.openAllWallets()
    const name = (await modal.catalogueNames())[0] ?? ''
    await modal.catalogueList().getByRole('button', { name }).click()
    await expect(modal.dialog.getByTestId('portico-all-wallets-unavailable')).toHaveText(
      `${name} is not available yet.`,
    )
    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    await expect(modal.dialog).toHaveAccessibleName('Connect Wallet')
  })

  test('axe: AllWallets has no serious or critical violations', async ({ page }) => {
    // axe-core's run alone takes tens of seconds when the 2 cores are shared with other suites.
    test.setTimeout(90_000)
    const modal = new ModalPage(page, builtLab().url)
    await modal.goto()
    await modal.connectButton.click()
    await modal.openAllWallets()
    expect(await seriousViolations(page)).toEqual([])
  })
})
