import type { Locator, Page } from '@playwright/test'

export type WalletAnswer = 'approve' | 'reject' | 'fail'

// The lab's `memory` configuration and the Portico modal on it. Playwright's role locators pierce the modal's open
// shadow root, so the dialog is found like any other element.
export class ModalPage {
  readonly connectButton: Locator
  readonly dialog: Locator
  readonly host: Locator
  readonly status: Locator

  /** `origin`: another lab than the fixture's baseURL (e.g. a production build of a spec's own); '' = baseURL. */
  constructor(
    readonly page: Page,
    readonly origin = '',
  ) {
    this.connectButton = page.getByRole('button', { name: 'Connect Wallet' })
    this.dialog = page.getByRole('dialog')
    this.host = page.locator('portico-modal')
    this.status = page.getByTestId('hook-status')
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${this.origin}/?config=memory${query}`)
    await this.page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor()
  }

  async answer(next: WalletAnswer): Promise<void> {
    await this.page.locator(`input[name="behaviour"][value="${next}"]`).check()
  }

  async setDelay(ms: number): Promise<void> {
    await this.page.getByLabel('Answer after (ms)').fill(String(ms))
  }

  walletRow(name: string): Locator {
    return this.dialog.getByRole('button', { name: new RegExp(name) })
  }

  closeButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Close' })
  }

  /** Connect → "All wallets" (the label is the locale's), then waits for the first catalogue page. */
  async openAllWallets(allWalletsLabel = 'All wallets', listLabel = 'Wallet catalogue'): Promise<void> {
    await this.dialog.getByRole('button', { name: allWalletsLabel }).click()
    await this.catalogueList(listLabel).getByRole('listitem').first().waitFor()
  }

  catalogueList(label = 'Wallet catalogue'): Locator {
    return this.dialog.getByRole('list', { name: label })
  }

  /** The catalogue rows in the DOM (the list is virtualized: only the ones near the viewport). */
  catalogueRows(): Locator {
    return this.catalogueList().getByRole('listitem')
  }

  /** Names of the catalogue rows in the DOM, in DOM order. */
  catalogueNames(): Promise<string[]> {
    return this.catalogueList()
      .locator('[data-wallet]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-wallet') ?? ''))
  }

  /** aria-setsize of the rows: how many entries the service has for the current query. */
  catalogueCount(): Promise<string | null> {
    return this.catalogueRows().first().getAttribute('aria-setsize')
  }

  searchBox(label = 'Search wallets'): Locator {
    return this.dialog.getByRole('searchbox', { name: label })
  }

  catalogueScroller(): Locator {
    return this.dialog.getByTestId('portico-all-wallets-scroll')
  }

  /** Whether the focused element (through shadow roots) is inside the modal's dialog. */
  focusIsInDialog(): Promise<boolean> {
    return this.page.evaluate(() => {
      let active: Element | null = document.activeElement
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
      return Boolean(active?.closest('[role="dialog"]'))
    })
  }

  /** A short description of the focused element (through shadow roots), for failure messages. */
  focusedLabel(): Promise<string> {
    return this.page.evaluate(() => {
      let active: Element | null = document.activeElement
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
      return `${active?.tagName ?? 'none'} ${active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? ''}`
    })
  }
}
