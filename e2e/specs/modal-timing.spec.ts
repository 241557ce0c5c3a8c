import { writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { expect, test } from '../fixtures'
import { ModalPage } from '../pages/modal'
import { buildLab, type LabBuild } from '../support/lab-build'
import { artifact } from '../support/paths'

// Click → dialog visible, measured in the page: from just before the click to the first animation frame in which
// the dialog is laid out, on the lab's production build served by a plain file server (what an app ships: React's
// production build, bundled chunks; Vite's dev server would time React's development mode and unbundled modules).
// Issue 4's budgets: ≤ 30 ms first open, ≤ 16 ms later opens, median of 5.
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

// The earliest first click a person can make: an init script watches the document from navigation start (a
// MutationObserver: polling every animation frame would keep the compositor drawing through the page's start-up,
// on this 2-core machine a good share of a core taken from the page), and clicks the button in the first animation
// frame after it is in the document and laid out, then times that click → the first frame with the dialog laid
// out. On the lab's production build, since on Vite's dev server the modal's code is hundreds of unbundled modules.
// Whether the idle mount (modal code fetched, host mounted closed) had already happened is recorded per run.
const FIRST_CLICK = () => {
  const w = window as unknown as { __firstClick?: { clickedAt: number; mountedBefore: boolean; visibleMs?: number } }
  const findButton = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Connect Wallet')
  const clickInFrame = () => {
    const button = findButton()
    if (!button || button.getBoundingClientRect().height === 0) return requestAnimationFrame(clickInFrame)
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
  const observer = new MutationObserver(() => {
    if (!findButton()) return
    observer.disconnect()
    requestAnimationFrame(clickInFrame)
  })
  observer.observe(document, { childList: true, subtree: true })
}

test.describe('click → dialog visible on the production build', () => {
  let lab: LabBuild | undefined
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    lab = await buildLab()
  })
  test.afterAll(async () => {
    await lab?.close()
  })

  test('click → dialog visible: first open (after idle prefetch) and later opens', async ({ page }) => {
    if (!lab) throw new Error('no lab build')
    const modal = new ModalPage(page, lab.url)
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

  test('a click in the first frame the button is visible opens the dialog (timed, median of 5)', async ({ page }) => {
    test.setTimeout(90_000)
    if (!lab) throw new Error('no lab build')
    await page.addInitScript(FIRST_CLICK)
    const modal = new ModalPage(page, lab.url)
    // One load first: the browser's and the file server's first page in this context is not a visitor's.
    await page.goto(`${lab.url}/?config=memory`)
    await expect(modal.dialog).toHaveAccessibleName('Connect Wallet', { timeout: 15_000 })
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
    const firstMedian = median(runs.map((r) => r.visibleMs))
    // A click that beats the idle mount fetches and mounts the modal first: reported apart.
    const beforeMount = runs.filter((r) => !r.mountedBefore).map((r) => r.visibleMs)
    const cores = availableParallelism()
    const load = loadavg()[0] ?? 0
    const overloaded = load > 3 * cores
    writeFileSync(
      artifact('modal-first-click-timing.json'),
      `${JSON.stringify({ build: 'production (vite build), plain file server', machine: { cores, loadAverage1m: Number(load.toFixed(2)) }, runs, firstMedian, beforeMountMs: beforeMount }, null, 2)}\n`,
    )
    console.log(
      `[modal-timing] earliest first click: median ${firstMedian.toFixed(1)} ms (${runs.map((r) => `${r.visibleMs.toFixed(0)}${r.mountedBefore ? '' : ' before mount'}`).join(', ')})`,
    )
    test.info().annotations.push({
      type: 'budget',
      description: `earliest first click: median ${firstMedian.toFixed(1)} ms (issue 4: ≤ 30 ms); ${beforeMount.length} of ${RUNS} clicks beat the idle mount`,
    })
    // Not asserted yet: on this machine the median moves between runs (23, 29, 36, 40, 42 ms on 2026-11-24) because
    // the click lands in the page's start-up (its first layouts, the views' chunks arriving); the dialog's own work
    // after the click is ~10 ms (focus() forcing the first layout of the shadow tree is most of it). Issue 4 stays
    // open on this figure. What is asserted: such a click opens the real dialog in every run (above).
    if (!overloaded && firstMedian > 30) console.warn('[modal-timing] earliest first click over the 30 ms budget')
  })
})
