import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe-core on the modal's host element (it reaches into the open shadow root): serious and critical findings only. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('portico-modal').analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
