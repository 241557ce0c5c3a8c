import type { Locator, Page } from '@playwright/test'
import { ModalPage } from './modal'

// The lab's memory configuration as a driver for every modal view: open({ view }) from the page, the header's back
// and help buttons, the toast region outside the closed dialog.
export class LabViewsPage extends ModalPage {
  readonly viewSelect: Locator
  readonly openViewButton: Locator
  readonly toasts: Locator

  constructor(page: Page) {
    super(page)
    this.viewSelect = page.getByRole('combobox', { name: /^View/ })
    this.openViewButton = page.getByRole('button', { name: 'Open view' })
    this.toasts = page.locator('portico-modal').getByRole('region', { name: 'Notifications' })
  }

  /** useAppKit().open({ view }) through the lab's controls; waits for the view's container. */
  async openView(view: string): Promise<void> {
    await this.viewSelect.selectOption(view)
    await this.openViewButton.click()
    await this.dialog.waitFor({ state: 'visible', timeout: 10_000 })
  }

  viewContainer(view: string): Locator {
    return this.dialog.locator(`.portico-view[data-view="${view}"]`)
  }

  backButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Back', exact: true })
  }

  helpButton(): Locator {
    return this.dialog.getByRole('button', { name: 'What is a wallet?' })
  }

  title(): Locator {
    return this.dialog.getByRole('heading', { level: 2 })
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape')
    await this.dialog.waitFor({ state: 'hidden', timeout: 10_000 })
  }
}
