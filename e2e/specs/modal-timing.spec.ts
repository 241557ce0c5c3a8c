import { writeFileSync } from 'node:fs'
import { expect, test } from '../fixtures'
import { ModalPage } from '../pages/modal'
import { buildLab, type LabBuild } from '../support/lab-build'
import { artifact } from '../support/paths'

// Click → dialog visible, measured in the page: from just before the click to the first animation frame in which
// the dialog is laid out. The lab runs Vite's dev server (unbundled modules), so these are upper bounds of a
// production build; the budget (§ issue 4: ≤ 30 ms first open, ≤ 16 ms later, median of 5) is checked against them.
const RUNS = 5

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function clickToVisible(modal: ModalPage): Promise<number> {
  return modal.page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Connect Wallet')
        if (!button) throw new Error('no Connect Wallet button')
        const start = performance.now()
        button.click()
        const check = () => {
          const dialog = document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"]')
          if (dialog && dialog.getBoundingClientRect().height > 0) resolve(performance.now() - start)
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
  )
}

test('click → dialog visible: first open (after idle prefetch) and later opens', async ({ page }) => {
  const modal = new ModalPage(page)
  const first: number[] = []
  const later: number[] = []
  for (let run = 0; run < RUNS; run++) {
    await modal.goto()
    // The modal's code is prefetched on idle after the first paint; wait until the page is quiet.
    await page.waitForLoadState('networkidle')
    first.push(await clickToVisible(modal))
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
    later.push(await clickToVisible(modal))
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
  }
  const result = {
    runs: RUNS,
    firstOpenMs: first,
    laterOpenMs: later,
    firstMedian: median(first),
    laterMedian: median(later),
  }
  writeFileSync(artifact('modal-timing.json'), `${JSON.stringify(result, null, 2)}\n`)
  console.log(
    `[modal-timing] first open median ${result.firstMedian.toFixed(1)} ms, later ${result.laterMedian.toFixed(1)} ms`,
  )
  // Issue 4's budgets. The modal is mounted closed on idle, so a first open only renders the dialog.
  expect(result.firstMedian).toBeLessThanOrEqual(30)
  expect(result.laterMedian).toBeLessThanOrEqual(16)
})

// A first click as soon as the button is visible, before the idle prefetch has loaded and mounted the modal: an init
// script polls each animation frame from navigation start, clicks the button in the first frame it is laid out, and
// times that click → the first frame with the dialog laid out. On the lab's production build (plain file server),
// since on Vite's dev server the modal's code is hundreds of unbundled modules.
const FIRST_CLICK = () => {
  const w = window as unknown as { __firstClick?: { clickedAt: number; mountedBefore: boolean; visibleMs?: number } }
  const poll = () => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Connect Wallet')
    if (!button || button.getBoundingClientRect().height === 0) return requestAnimationFrame(poll)
    const record = { clickedAt: performance.now(), mountedBefore: document.querySelector('portico-modal') !== null }
    w.__firstClick = record
    button.click()
    const check = () => {
      const dialog = document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"]')
      if (dialog && dialog.getBoundingClientRect().height > 0)
        w.__firstClick = { ...record, visibleMs: performance.now() - record.clickedAt }
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(poll)
}

test.describe('first open before the idle prefetch (production build)', () => {
  let lab: LabBuild | undefined
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    lab = await buildLab()
  })
  test.afterAll(async () => {
    await lab?.close()
  })

  test('a click as soon as the button is visible opens the dialog before any prefetch (timed, median of 5)', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    // Issue 4 asks ≤ 30 ms for a first open. Before the idle prefetch the click has to fetch, compile and mount the
    // modal's chunk (medians 146 ms and 80 ms in two runs at load ~10 on 2 cores). A dialog shell rendered from the
    // initial bundle was tried and taken out again (it broke the view and sheet animations and still measured cold
    // runs of 80, 102, 29, 21 ms). Until the median holds under 30 ms it is measured and reported (artifact,
    // annotation) and the issue stays open; what is asserted is that such a click opens the real dialog.
    if (!lab) throw new Error('no lab build')
    await page.addInitScript(FIRST_CLICK)
    const modal = new ModalPage(page, lab.url)
    const runs: { visibleMs: number; mountedBefore: boolean }[] = []
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${lab.url}/?config=memory`)
      const handle = await page.waitForFunction(
        () =>
          (window as unknown as { __firstClick?: { visibleMs?: number; mountedBefore: boolean } }).__firstClick
            ?.visibleMs !== undefined &&
          (window as unknown as { __firstClick: { visibleMs: number; mountedBefore: boolean } }).__firstClick,
        undefined,
        { timeout: 15_000 },
      )
      runs.push((await handle.jsonValue()) as { visibleMs: number; mountedBefore: boolean })
      await expect(modal.dialog).toHaveAccessibleName('Connect Wallet')
    }
    // A run where the idle prefetch beat the button to the screen is not a first open before it: left out.
    const cold = runs.filter((r) => !r.mountedBefore)
    const firstMedian = median(cold.map((r) => r.visibleMs))
    writeFileSync(
      artifact('modal-first-click-timing.json'),
      `${JSON.stringify({ build: 'production (vite build), plain file server', runs, firstMedian }, null, 2)}\n`,
    )
    console.log(
      `[modal-timing] first click before idle prefetch: median ${firstMedian.toFixed(1)} ms (${runs.map((r) => `${r.visibleMs.toFixed(0)}${r.mountedBefore ? ' mounted' : ''}`).join(', ')})`,
    )
    // Measured before the prefetch: a run where the modal was already mounted would not be a first open.
    expect(cold.length).toBeGreaterThanOrEqual(3)
    test.info().annotations.push({
      type: 'budget',
      description: `first click before prefetch: median ${firstMedian.toFixed(1)} ms of ${cold.length} runs (issue 4 target 30 ms, not met yet)`,
    })
  })
})
