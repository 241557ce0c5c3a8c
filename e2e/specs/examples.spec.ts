import { DEV_ACCOUNTS } from '@portico/testing'
import { expect, test } from '../fixtures'
import { injectTestWallet, TEST_WALLET } from '../pages/evm-lab'
import { type ExampleName, serveExample } from '../support/example-build'
import type { StaticServer } from '../support/static-server'

const ADDRESS = DEV_ACCOUNTS[5]!.address

// The examples/ apps are AppKit's quick starts with Portico's package names. Each is built as CI builds it, served
// from a file server, pointed at the dev stack's anvil (`?rpc=`), and connects the injected test wallet.
const EXAMPLES: { name: ExampleName; open: string }[] = [
  { name: 'vite-react', open: 'Connect Wallet' },
  { name: 'vanilla', open: 'Open modal' },
]

for (const { name, open } of EXAMPLES) {
  test.describe(`examples/${name}`, () => {
    let server: StaticServer
    test.beforeAll(async () => {
      test.setTimeout(240_000)
      server = await serveExample(name)
    })
    test.afterAll(async () => {
      await server?.close()
    })

    test('opens the modal and connects the injected test wallet', async ({ page, stack }) => {
      const wallet = await injectTestWallet(page, stack)
      await page.goto(`${server.url}/?rpc=${encodeURIComponent(stack.urls.evm[31337])}`)
      await expect(page.getByTestId('status')).toHaveText('disconnected')
      await page.getByRole('button', { name: open, exact: true }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click()
      await expect(page.getByTestId('status')).toHaveText('connected')
      await expect(page.getByTestId('address')).toHaveText(ADDRESS)
      await expect(page.getByTestId('network')).toHaveText('eip155:31337')
      expect(wallet.requests.some((r) => r.method === 'eth_requestAccounts')).toBe(true)
    })

    // AppKit's vanilla quick start connects through its HTML element, with no React code on the page.
    if (name === 'vanilla') {
      test('connects through <appkit-button>, which then shows the account', async ({ page, stack }) => {
        await injectTestWallet(page, stack)
        await page.goto(`${server.url}/?rpc=${encodeURIComponent(stack.urls.evm[31337])}`)
        const element = page.locator('appkit-button')
        await element.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
        await page
          .getByRole('dialog')
          .getByRole('button', { name: new RegExp(TEST_WALLET.name) })
          .click()
        await expect(page.getByTestId('status')).toHaveText('connected')
        await expect(
          element.getByRole('button', { name: `Account ${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}` }),
        ).toBeVisible()
        await expect(page.locator('appkit-network-button').getByRole('button')).toHaveText(/\S/)
      })
    }
  })
}
