import { expect, type Locator, type Page } from '@playwright/test'

/** The modal's Connect Wallet button, its dialog and the alert inside it. */
export function modalAlert(page: Page): { connect: Locator; dialog: Locator; alert: Locator } {
  const dialog = page.getByRole('dialog')
  return { connect: page.getByRole('button', { name: 'Connect Wallet' }), dialog, alert: dialog.getByRole('alert') }
}

/**
 * §8 alerts show once: the one alert has `title`; dismissed, it goes; the modal closes and opens again (so it is not
 * stuck). `timeoutMs`: how long the alert may take to appear.
 */
export async function dismissAlertAndReopen(page: Page, title: string, timeoutMs?: number): Promise<void> {
  const { connect, dialog, alert } = modalAlert(page)
  await expect(alert).toHaveCount(1, timeoutMs ? { timeout: timeoutMs } : {})
  await expect(alert).toContainText(title)
  await alert.getByRole('button', { name: 'Dismiss' }).click()
  await expect(alert).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await connect.click()
  await expect(dialog).toBeVisible()
}
