import { writeFileSync } from 'node:fs'
import { expect, test } from '../fixtures'
import { ModalPage } from '../pages/modal'
import { buildLab, type LabBuild } from '../support/lab-build'
import { artifact } from '../support/paths'
import { cpuThrottleRate, machineLoad, median } from '../support/timing'

// Click → dialog visible, measured in the page: from just before the click to the first animation frame in which
// the dialog is laid out, on the lab's production build served by a plain file server (what an app ships: React's
// production build, bundled chunks; Vite's dev server would time React's development mode and unbundled modules).
// Issue 4's budgets: ≤ 30 ms first open, ≤ 16 ms later opens, median of 5.
const RUNS = 5
const FIRST_OPEN_BUDGET_MS = 30
const LATER_OPEN_BUDGET_MS = 16

interface ClickTiming {
  clickedAt: number
  /** Whether the modal's code had been fetched and its host mounted (closed) on idle before the click. */
  mountedBefore: boolean
  visibleMs?: number
}

type TimingWindow = Window & {
  __clickToDialog?: () => Promise<number>
  __firstClick?: ClickTiming
}

// Installed before the page's own scripts. `__clickToDialog()` clicks the Connect Wallet button and resolves with
// the time from the click to the first animation frame in which the dialog is laid out (the frame that paints it).
// With `earliest`, it also makes the earliest first click a person can make: the document is watched from
// navigation start (a MutationObserver: polling every animation frame would keep the compositor drawing through the
// page's start-up, on this 2-core machine a good share of a core taken from the page), and once a frame has laid
// the button out, the click comes as the next task — after that frame is painted, as a person's click is an input
// task of its own. (A click made inside that frame's animation callback would also wait for the frame after, a
// frame no input waits for.) The result, and whether the idle mount had happened, is left in `__firstClick`.
const MODAL_TIMING = ({ earliest }: { earliest: boolean }) => {
  const w = window as TimingWindow
  const findButton = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Connect Wallet')
  const clickToDialog = (button: HTMLButtonElement) =>
    new Promise<number>((resolve) => {
      const start = performance.now()
      button.click()
      const check = () => {
        const dialog = document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"]')
        if (dialog && dialog.getBoundingClientRect().height > 0) resolve(performance.now() - start)
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
  w.__clickToDialog = () => {
    const button = findButton()
    if (!button) return Promise.reject(new Error('no Connect Wallet button'))
    return clickToDialog(button)
  }
  if (!earliest) return
  const afterPaint = (run: () => void) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = run
    channel.port2.postMessage(null)
  }
  const clickOnceShown = () => {
    const button = findButton()
    if (!button || button.getBoundingClientRect().height === 0) return requestAnimationFrame(clickOnceShown)
    afterPaint(() => {
      const record = { clickedAt: performance.now(), mountedBefore: document.querySelector('portico-modal') !== null }
      w.__firstClick = record
      void clickToDialog(button).then((visibleMs) => {
        w.__firstClick = { ...record, visibleMs }
      })
    })
  }
  const observer = new MutationObserver(() => {
    if (!findButton()) return
    observer.disconnect()
    requestAnimationFrame(clickOnceShown)
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
    await page.addInitScript(MODAL_TIMING, { earliest: false })
    const modal = new ModalPage(page, lab.url)
    const clickToDialog = () => page.evaluate(() => (window as TimingWindow).__clickToDialog?.() ?? Number.NaN)
    const first: number[] = []
    const later: number[] = []
    for (let run = 0; run < RUNS; run++) {
      await modal.goto()
      // The modal's code is prefetched on idle after the first paint; wait until the page is quiet.
      await page.waitForLoadState('networkidle')
      first.push(await clickToDialog())
      await page.keyboard.press('Escape')
      await expect(modal.dialog).toBeHidden()
      later.push(await clickToDialog())
      await page.keyboard.press('Escape')
      await expect(modal.dialog).toBeHidden()
    }
    const machine = machineLoad()
    const result = {
      build: 'production (vite build), plain file server',
      machine: { ...machine, cpuThrottle: cpuThrottleRate() },
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
    test.skip(machine.overloaded, `machine overloaded (load ${machine.loadAverage1m}): measured, not asserted`)
    // Issue 4's budgets. The modal is mounted closed on idle, so a first open only renders the dialog.
    expect(result.firstMedian).toBeLessThanOrEqual(FIRST_OPEN_BUDGET_MS)
    expect(result.laterMedian).toBeLessThanOrEqual(LATER_OPEN_BUDGET_MS)
  })

  test('the earliest first click (once a frame has shown the button) → dialog visible ≤ 30 ms (median of 5)', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    if (!lab) throw new Error('no lab build')
    await page.addInitScript(MODAL_TIMING, { earliest: true })
    const modal = new ModalPage(page, lab.url)
    // One load first: the browser's and the file server's first page in this context is not a visitor's.
    await page.goto(`${lab.url}/?config=memory`)
    await expect(modal.dialog).toHaveAccessibleName('Connect Wallet', { timeout: 15_000 })
    const runs: Required<ClickTiming>[] = []
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${lab.url}/?config=memory`)
      const handle = await page.waitForFunction(
        () => {
          const timing = (window as TimingWindow).__firstClick
          return timing?.visibleMs !== undefined && timing
        },
        undefined,
        { timeout: 15_000 },
      )
      runs.push((await handle.jsonValue()) as Required<ClickTiming>)
      // The real dialog, not only a laid-out box: its accessible name is the Connect view's title.
      await expect(modal.dialog).toHaveAccessibleName('Connect Wallet')
    }
    const firstMedian = median(runs.map((r) => r.visibleMs))
    // A click that beats the idle mount fetches and mounts the modal first: reported apart.
    const beforeMount = runs.filter((r) => !r.mountedBefore).map((r) => r.visibleMs)
    const machine = machineLoad()
    writeFileSync(
      artifact('modal-first-click-timing.json'),
      `${JSON.stringify({ build: 'production (vite build), plain file server', machine: { ...machine, cpuThrottle: cpuThrottleRate() }, runs, firstMedian, beforeMountMs: beforeMount }, null, 2)}\n`,
    )
    console.log(
      `[modal-timing] earliest first click: median ${firstMedian.toFixed(1)} ms (${runs.map((r) => `${r.visibleMs.toFixed(0)}${r.mountedBefore ? '' : ' before mount'}`).join(', ')})`,
    )
    test.info().annotations.push({
      type: 'budget',
      description: `earliest first click: median ${firstMedian.toFixed(1)} ms (issue 4: ≤ ${FIRST_OPEN_BUDGET_MS} ms); ${beforeMount.length} of ${RUNS} clicks beat the idle mount`,
    })
    test.skip(machine.overloaded, `machine overloaded (load ${machine.loadAverage1m}): measured, not asserted`)
    expect(firstMedian).toBeLessThanOrEqual(FIRST_OPEN_BUDGET_MS)
  })
})
