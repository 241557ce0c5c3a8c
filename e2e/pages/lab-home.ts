import type { Locator, Page } from '@playwright/test'

// The lab's home page: the list of configurations and the dev-stack URLs.
export class LabHomePage {
  readonly root: Locator
  readonly heading: Locator
  readonly configLinks: Locator
  readonly stackTable: Locator

  constructor(readonly page: Page) {
    this.root = page.getByTestId('lab-home')
    this.heading = this.root.getByRole('heading', { level: 1 })
    this.configLinks = this.root.locator('a[href^="?config="]')
    this.stackTable = page.getByTestId('lab-stack')
  }

  /** Opens the lab's home at `url`: the project's lab unless told (the dev stack's own lab server, for instance). */
  async goto(url = '/'): Promise<void> {
    await this.page.goto(url)
    await this.root.waitFor({ state: 'visible' })
  }

  async screenshot(path: string): Promise<Buffer> {
    return this.page.screenshot({ path, fullPage: true })
  }
}
