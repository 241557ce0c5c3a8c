import { expect } from '@playwright/test'
import { EmbeddedLabPage } from '../pages/embedded-lab'
import { codeFor } from './mailbox'

// The email sign-in steps the embedded-wallet specs share: the lab's `embedded-wallet` configuration embeds the secure
// site's frame (its own origin), apps/api mails the code to the SMTP sink, whose mailbox the specs read.

export class EmbeddedLab extends EmbeddedLabPage {
  /** Connect → "Continue with email" → the address → Continue; resolves when the code view shows. */
  async startEmail(email: string, view = 'portico-email-otp') {
    await this.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await this.dialog.getByRole('button', { name: 'Continue with email' }).click()
    // The first EmailLogin of a run waits for its view's code and strings from the lab's dev server (cold, under the
    // CI's load it took more than fill's 5 s once).
    await expect(this.dialog.getByLabel('Email address')).toBeVisible({ timeout: 20_000 })
    await this.dialog.getByLabel('Email address').fill(email)
    await this.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(this.dialog.getByTestId(view)).toBeVisible({ timeout: 20_000 })
  }

  async submitCode(code: string) {
    await this.dialog.getByLabel('Code').fill(code)
    await this.dialog.getByRole('button', { name: 'Confirm' }).click()
  }

  async signIn(mailbox: string, email: string) {
    const since = Date.now()
    await this.startEmail(email)
    await this.submitCode(await codeFor(mailbox, email, since))
    await expect(this.page.getByTestId('hook-status')).toHaveText('connected', { timeout: 20_000 })
  }

  address() {
    return this.page.getByTestId('hook-address').innerText()
  }
}
