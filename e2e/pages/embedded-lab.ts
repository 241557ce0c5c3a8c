import type { Page } from '@playwright/test'

/** The lab's `?config=embedded-wallet` page (the secure site's frame on the dev stack) and its modal dialog. */
/** What the lab's "Sign a Solana message" signs (apps/lab SolanaRequests.tsx). */
export const SOLANA_MESSAGE = 'Hello Solana from the Portico lab'

export class EmbeddedLabPage {
  readonly dialog
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog')
  }

  async goto(query = '') {
    await this.page.goto(`/?config=embedded-wallet${query}`)
    await this.page.getByTestId('lab-embedded-wallet').waitFor()
  }
}
