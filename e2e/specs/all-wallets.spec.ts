import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../fixtures'
import { ModalPage } from '../pages/modal'
import { artifact } from '../support/paths'
import type { StackInfo } from '../support/stack'

interface CatalogueAnswer {
  data: { id: string; name: string }[]
  count: number
}

/** The dev stack's service, asked directly: what the view should show. */
async function catalogue(request: APIRequestContext, stack: StackInfo, query: Record<string, string>) {
  const api = stack.urls.api
  if (!api) throw new Error('the dev stack has no api')
  const params = new URLSearchParams({ projectId: 'portico-dev', page: '1', entries: '40', ...query })
  const response = await request.get(`${api}/getWallets?${params}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as CatalogueAnswer
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

test.describe('AllWallets on the lab memory configuration, with the dev stack service', () => {
  test('lists the catalogue from the real service, first page in its order, reached from Connect', async ({
    page,
    request,
    stack,
  }) => {
    const modal = new ModalPage(page)
    const expected = await catalogue(request, stack, {})
    expect(expected.count).toBeGreaterThanOrEqual(600)
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

  test('search narrows the list to what the service answers, and each keystroke renders at once', async ({
    page,
    request,
    stack,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectButton.click()
    await modal.openAllWallets()
    const loaded = await modal.catalogueNames()
    const term = (loaded[2] ?? '').slice(0, 5).toLowerCase()
    expect(term.length).toBe(5)

    // One keystroke at a time, through the input's own events; timed in the page from the event to the DOM.
    const timings: number[] = []
    for (let i = 1; i <= term.length; i++) {
      const text = term.slice(0, i)
      const ms = await modal.searchBox().evaluate((input: HTMLInputElement, value) => {
        const root = input.getRootNode() as ShadowRoot
        const matches = () => {
          const names = [...root.querySelectorAll('[data-wallet]')].map((r) => r.getAttribute('data-wallet') ?? '')
          return names.length > 0 && names.every((n) => n.toLowerCase().includes(value))
        }
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
        const start = performance.now()
        setValue?.call(input, value)
        input.dispatchEvent(new Event('input', { bubbles: true }))
        return new Promise<number>((resolve) => {
          const done = () => resolve(performance.now() - start)
          if (matches()) return done()
          const observer = new MutationObserver(() => {
            if (!matches()) return
            observer.disconnect()
            done()
          })
          observer.observe(root, { subtree: true, childList: true, attributes: true })
        })
      }, text)
      timings.push(ms)
      // Let the debounced request answer before the next keystroke.
      const expected = await catalogue(request, stack, { search: text })
      await expect.poll(() => modal.catalogueCount()).toBe(String(expected.count))
    }
    console.log(`search keystroke → filtered rows (ms): ${timings.map((t) => t.toFixed(1)).join(', ')}`)
    expect(median(timings)).toBeLessThanOrEqual(16)

    const expected = await catalogue(request, stack, { search: term })
    expect(expected.count).toBeLessThan(600)
    const names = await modal.catalogueNames()
    expect(names).toEqual(expected.data.slice(0, names.length).map((w) => w.name))
    for (const name of names) expect(name.toLowerCase()).toContain(term)
  })

  test('scrolling the whole 600-entry catalogue keeps no more than 60 rows in the DOM', async ({
    page,
    request,
    stack,
  }) => {
    const modal = new ModalPage(page)
    const all = await catalogue(request, stack, {})
    const last = (await catalogue(request, stack, { page: String(all.count), entries: '1' })).data[0]
    if (!last) throw new Error('no last entry')
    await modal.goto()
    await modal.connectButton.click()
    await modal.openAllWallets()
    const scroller = modal.catalogueScroller()
    let maxRows = 0
    let reachedEnd = false
    for (let step = 0; step < 400 && !reachedEnd; step++) {
      await scroller.evaluate(
        (el) =>
          new Promise<void>((resolve) => {
            el.scrollBy(0, 300)
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
          }),
      )
      maxRows = Math.max(maxRows, await modal.catalogueRows().count())
      reachedEnd = (await modal.catalogueNames()).includes(last.name)
    }
    console.log(`AllWallets scroll through ${all.count} entries: at most ${maxRows} rows in the DOM`)
    expect(reachedEnd).toBe(true)
    expect(maxRows).toBeGreaterThan(0)
    expect(maxRows).toBeLessThanOrEqual(60)
  })

  test('a wallet that is not installed says it is not available yet; Back returns to Connect', async ({ page }) => {
    const modal = new ModalPage(page)
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
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectButton.click()
    await modal.openAllWallets()
    const result = await new AxeBuilder({ page }).include('portico-modal').analyze()
    const serious = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(serious).toEqual([])
  })
})
