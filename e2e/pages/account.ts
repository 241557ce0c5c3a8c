import type { Locator, Page } from '@playwright/test'
import { ModalPage } from './modal'

export const MEMORY_EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// The Account side of the modal on the lab's memory configuration: the memory EVM wallet's address is dev account 1,
// which the dev stack's contracts minted PUSD and badges to, so the Tokens and Activity tabs show real data.
export class AccountPage extends ModalPage {
  constructor(page: Page) {
    super(page)
  }

  /** Lab → Connect → the memory EVM wallet → the account button → Account. */
  async open(): Promise<void> {
    await this.goto()
    await this.connectButton.click()
    await this.walletRow('Memory EVM Wallet').click()
    await this.status.filter({ hasText: /^connected$/ }).waitFor({ timeout: 10_000 })
    // Connecting closes the modal; the account button opens it again on Account.
    await this.dialog.waitFor({ state: 'hidden', timeout: 10_000 })
    await this.page.getByRole('button', { name: 'Account 0x7099…79C8' }).click()
    await this.dialog.getByTestId('portico-account').waitFor({ timeout: 10_000 })
  }

  tab(name: 'Tokens' | 'NFTs' | 'Activity'): Locator {
    return this.dialog.getByRole('tab', { name })
  }

  list(name: 'Tokens' | 'Activity'): Locator {
    return this.dialog.getByRole('list', { name })
  }

  rows(name: 'Tokens' | 'Activity'): Locator {
    return this.list(name).getByRole('listitem')
  }
}
