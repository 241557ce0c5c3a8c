import { writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { ModalPage } from '../pages/modal'
import { type LabBuild, productionLab } from '../support/lab-build'
import { artifact } from '../support/paths'
import { cpuThrottleRate, machineLoad, median } from '../support/timing'

// Click → dialog visible to a person (issue 22's definition, as a peer measures it): from the real input event — a
// browser-level click (Playwright's mouse, CDP Input.dispatchMouseEvent), its event `timeStamp` — to the first
// animation frame in which the dialog has a box and is neither transparent nor `visibility: hidden`, itself or any
// element around it, on the lab's production build served by a plain file server (what an app ships:
// React's production build, bundled chunks; Vite's dev server would time React's development mode and unbundled
// modules). A dialog laid out at opacity 0 is not visible yet. Issue 4's budgets: ≤ 30 ms first open, ≤ 16 ms later
// opens; issue 22's: ≤ 16 ms for the earliest click (≤ 33 ms at 4× CPU throttling), median of 7, reported — what is
// asserted of the earliest click is that the dialog shows in the first frame after it.
const RUNS = 7
const FIRST_OPEN_BUDGET_MS = 30
const LATER_OPEN_BUDGET_MS = 16
const EARLIEST_BUDGET_MS = 16
const THROTTLED_EARLIEST_BUDGET_MS = 33

interface ClickTiming {
  clickedAt: number
  /** Whether the modal's code had been fetched and its host mounted (closed) on idle before the click. */
  mountedBefore: boolean
  visibleMs?: number
  /** Animation frames from the click to the first one with the dialog visible: 1 is the frame right after it. */
  frames?: number
}

type TimingWindow = Window & { __clicks?: ClickTiming[] }

// Installed before the page's own scripts. Every trusted click on the Connect Wallet button is recorded in
// `__clicks`, and from it the frames are watched until one shows a visible dialog: the modal's own or the
// placeholder the initial bundle shows before the modal's code has arrived.
const MODAL_TIMING = () => {
  const w = window as TimingWindow
  const clicks: ClickTiming[] = []
  w.__clicks = clicks
  // Hidden (`visibility: hidden`, as the placeholder waits between opens) or transparent, here or around it across
  // shadow roots, is not visible.
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  }
  const dialogShown = () =>
    [...document.querySelectorAll('portico-modal, portico-modal-placeholder')].some((host) => {
      const dialog = host.shadowRoot?.querySelector('[role="dialog"]')
      return dialog !== null && dialog !== undefined && visible(dialog)
    })
  window.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button')
      if (!event.isTrusted || button?.textContent !== 'Connect Wallet') return
      const record: ClickTiming = {
        clickedAt: event.timeStamp,
        mountedBefore: document.querySelector('portico-modal') !== null,
      }
      clicks.push(record)
      let frames = 0
      const check = () => {
        frames++
        if (dialogShown()) {
          record.visibleMs = performance.now() - event.timeStamp
          record.frames = frames
        } else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    },
    true,
  )
}

/** Clicks the Connect Wallet button as a person does (browser-level input) and waits for the dialog's frame. */
type ClickToDialog = ClickTiming & { visibleMs: number; frames: number }

async function clickToDialog(page: Page, modal: ModalPage): Promise<ClickToDialog> {
  await modal.connectButton.waitFor()
  const box = await modal.connectButton.boundingBox()
  if (!box) throw new Error('no Connect Wallet button box')
  const before = await page.evaluate(() => (window as TimingWindow).__clicks?.length ?? 0)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  const handle = await page.waitForFunction(
    (index) => {
      const click = (window as TimingWindow).__clicks?.[index]
      return click?.visibleMs !== undefined && click
    },
    before,
    { timeout: 15_000 },
  )
  return (await handle.jsonValue()) as ClickToDialog
}

test.describe('click → dialog visible on the production build', () => {
  let lab: LabBuild | undefined
  test.beforeAll(async ({ labBuild }) => {
    test.setTimeout(240_000)
    lab = await productionLab(labBuild)
  })
  test.afterAll(async () => {
    await lab?.close()
  })

  test('click → dialog visible: first open (after idle prefetch) and later opens', async ({ page }) => {
    test.setTimeout(120_000)
    if (!lab) throw new Error('no lab build')
    await page.addInitScript(MODAL_TIMING)
    const modal = new ModalPage(page, lab.url)
    const first: number[] = []
    const later: number[] = []
    for (let run = 0; run < RUNS; run++) {
      await modal.goto()
      // The modal's code is prefetched on idle after the first paint; wait until the page is quiet.
      await page.waitForLoadState('networkidle')
      first.push((await clickToDialog(page, modal)).visibleMs)
      await page.keyboard.press('Escape')
      await expect(modal.dialog).toBeHidden()
      later.push((await clickToDialog(page, modal)).visibleMs)
      await page.keyboard.press('Escape')
      await expect(modal.dialog).toBeHidden()
    }
    const machine = machineLoad()
    const result = {
      build: 'production (vite build), plain file server',
      measured:
        'browser-level click (event.timeStamp) → first frame with the dialog visible (a box, not transparent, not visibility: hidden)',
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

  test(`the earliest first click (as soon as the button is visible) shows the dialog in the next frame (ms reported against ${EARLIEST_BUDGET_MS}, median of ${RUNS})`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    if (!lab) throw new Error('no lab build')
    await page.addInitScript(MODAL_TIMING)
    const modal = new ModalPage(page, lab.url)
    // One load first: the browser's and the file server's first page in this context is not a visitor's.
    await page.goto(`${lab.url}/?config=memory`)
    await expect(modal.dialog).toHaveCount(0)
    const runs: ClickToDialog[] = []
    for (let run = 0; run < RUNS; run++) {
      // Not waiting for the load: the click comes once the button is visible, before the idle prefetch if it can.
      await page.goto(`${lab.url}/?config=memory`, { waitUntil: 'commit' })
      runs.push(await clickToDialog(page, modal))
      // The real dialog, not only a placeholder: its accessible name is the Connect view's title, its list is there.
      await expect(modal.dialog).toHaveAccessibleName('Connect Wallet')
      await expect(modal.host).toHaveCount(1)
    }
    const firstMedian = median(runs.map((r) => r.visibleMs))
    // A click that beats the idle mount shows the initial bundle's placeholder first: reported apart.
    const beforeMount = runs.filter((r) => !r.mountedBefore).map((r) => r.visibleMs)
    const machine = machineLoad()
    const throttle = cpuThrottleRate()
    writeFileSync(
      artifact('modal-first-click-timing.json'),
      `${JSON.stringify({ build: 'production (vite build), plain file server', machine: { ...machine, cpuThrottle: throttle }, runs, firstMedian, beforeMountMs: beforeMount }, null, 2)}\n`,
    )
    console.log(
      `[modal-timing] earliest first click: median ${firstMedian.toFixed(1)} ms (${runs.map((r) => `${r.visibleMs.toFixed(0)}${r.mountedBefore ? '' : ' before mount'}`).join(', ')})`,
    )
    const budget = throttle >= 4 ? THROTTLED_EARLIEST_BUDGET_MS : EARLIEST_BUDGET_MS
    test.info().annotations.push({
      type: 'budget',
      description: `earliest first click: median ${firstMedian.toFixed(1)} ms at ${throttle}× CPU (issue 22: ≤ ${budget} ms, reported: the machine's load moves it); ${beforeMount.length} of ${RUNS} clicks beat the idle mount`,
    })
    test.skip(machine.overloaded, `machine overloaded (load ${machine.loadAverage1m}): measured, not asserted`)
    // What holds on any machine: the dialog is visible in the first frame after the click, never later (no fade from
    // transparent, no wait for code or data), whether the modal's code was there or the placeholder stood in.
    expect(runs.map((r) => r.frames)).toEqual(runs.map(() => 1))
    // The milliseconds are reported, not asserted: they are the click's wait behind the page's start-up work plus the
    // frame's: on a slow 2-core machine under the suite's load the median was 16-21 ms, on a faster one 5.9 ms (README's
    // Measured table). Issue 22's budgets are the peer benchmark's (`pnpm bench`), measured on a quiet machine.
  })
})
