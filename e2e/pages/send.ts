import type { FrameLocator, Locator, Page } from '@playwright/test'

// The send views of the modal, reached from the Account view's wallet features row; on a page, or in a frame (a Safe
// app framed by its host).
export class SendPage {
  readonly dialog: Locator

  constructor(readonly page: Page | FrameLocator) {
    this.dialog = page.getByRole('dialog')
  }

  /** Account → the wallet features row's Send entry → the form, loaded. */
  async open(): Promise<void> {
    await this.dialog.getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Send' }).click()
    await this.dialog.getByTestId('portico-send').waitFor({ timeout: 10_000 })
  }

  field(name: 'Amount' | 'To'): Locator {
    return this.dialog.getByRole('textbox', { name, exact: false })
  }

  get token(): Locator {
    return this.dialog.getByTestId('portico-send-token')
  }

  get review(): Locator {
    return this.dialog.getByRole('button', { name: 'Review send' })
  }

  get send(): Locator {
    return this.dialog.getByRole('button', { name: 'Send', exact: true })
  }

  /** Picks a token from WalletSendSelectToken by its symbol. */
  async pickToken(symbol: string): Promise<void> {
    await this.token.click()
    await this.dialog
      .getByRole('list', { name: 'Tokens with a balance' })
      .getByRole('button', { name: new RegExp(`^${symbol}`) })
      .click()
    await this.token.filter({ hasText: symbol }).waitFor()
  }

  /** Fills the form and goes to the preview, with its fee shown. */
  async fill(amount: string, to: string): Promise<void> {
    await this.field('Amount').fill(amount)
    await this.field('To').fill(to)
  }

  async toPreview(): Promise<void> {
    await this.review.click()
    await this.dialog.getByTestId('portico-send-preview').waitFor()
    await this.dialog.getByTestId('portico-send-fee').and(this.page.locator(':not([aria-busy])')).waitFor()
  }

  /** Send, then the chain's answer (confirmed or reverted). */
  async confirm(): Promise<void> {
    await this.send.click()
    await this.dialog
      .getByTestId('portico-send-confirmed')
      .or(this.dialog.getByTestId('portico-send-reverted'))
      .waitFor({ timeout: 30_000 })
  }
}
