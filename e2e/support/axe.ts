import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Resolves once the modal's finite animations have finished. axe reads colours as they are painted: during the
 * 150 ms view-change fade (§9) text is partly transparent and fails color-contrast, which it does not once shown.
 * Looping animations (spinners, skeleton shimmer) never finish and are left running.
 */
async function modalAnimationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    if (!root) return
    const finite = root.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
  })
}

/** axe-core on the modal's host element (it reaches into the open shadow root): serious and critical findings only. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await modalAnimationsSettled(page)
  const result = await new AxeBuilder({ page }).include('portico-modal').analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
