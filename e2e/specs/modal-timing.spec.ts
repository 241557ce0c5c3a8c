import { writeFileSync } from 'node:fs'
import { expect, test } from '../fixtures'
import { ModalPage } from '../pages/modal'
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
