import { DEV_ACCOUNTS } from '@portico/testing'
import { expect, test } from '../fixtures'
import { injectTestWallet, TEST_WALLET } from '../pages/evm-lab'
import { injectSolanaTestWallet, SOLANA_ACCOUNT, SOLANA_WALLET_NAME } from '../pages/solana-lab'
import { type ExampleName, serveExample } from '../support/example-build'
import type { StaticServer } from '../support/static-server'

const ADDRESS = DEV_ACCOUNTS[5]!.address

// The examples/ apps are AppKit's quick starts with Portico's package names. Each is built as CI builds it, served
// from a file server, pointed at the dev stack's anvil (`?rpc=`), and connects the injected test wallet.
const EXAMPLES: { name: ExampleName; open: string }[] = [
  { name: 'vite-react', open: 'Connect Wallet' },
  { name: 'vanilla', open: 'Open modal' },
  { name: 'nextjs', open: 'Connect Wallet' },
]

for (const { name, open } of EXAMPLES) {
  test.describe(`examples/${name}`, () => {
    let server: StaticServer
    test.beforeAll(async ({ react }) => {
      test.setTimeout(240_000)
      server = await serveExample(name, react)
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

    // AppKit's Next.js quick start keeps wagmi's state in a cookie and hands it to the server render
    // (cookieToInitialState): a reload while connected must never show "disconnected", not even before hydration.
    if (name === 'nextjs') {
      test('a reload while connected renders the account on the server, with no "disconnected" first', async ({
        page,
        stack,
      }) => {
        await injectTestWallet(page, stack)
        const url = `${server.url}/?rpc=${encodeURIComponent(stack.urls.evm[31337])}`
        await page.goto(url)
        await page.getByRole('button', { name: open, exact: true }).click()
        await page
          .getByRole('dialog')
          .getByRole('button', { name: new RegExp(TEST_WALLET.name) })
          .click()
        await expect(page.getByTestId('status')).toHaveText('connected')
        await expect(page.getByTestId('wagmi-status')).toHaveText('connected')

        // The server's own HTML for this request (the page's cookies go with it) already names the account.
        const html = await (await page.request.get(url)).text()
        expect(html).toMatch(/data-testid="wagmi-status">(connected|reconnecting)</)
        expect(html).toContain(`data-testid="wagmi-address">${ADDRESS}<`)
        // Portico's own hooks and button too (issue 20): <AppKitProvider cookies> lays the cookie's state over the
        // module-level kit's for this request only.
        expect(html).toContain('data-testid="status">connected<')
        expect(html).toContain('data-testid="portico-status">reconnecting<')
        expect(html).toContain(`data-testid="address">${ADDRESS}<`)
        expect(html).toContain('data-portico-button="account"')
        expect(html).toContain(`${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}`)
        expect(html).not.toContain('data-portico-button="connect"')
        // A request without the browser's cookies is disconnected: nothing of the previous request is kept.
        const anonymous = await (await fetch(url)).text()
        expect(anonymous).toContain('data-testid="status">disconnected<')
        expect(anonymous).toContain('data-portico-button="connect"')

        // Every text the field shows from the first parsed byte of the reloaded document on.
        await page.addInitScript(() => {
          const seen: string[] = []
          const portico: string[] = []
          const buttons: string[] = []
          Object.assign(window, { __wagmiStatuses: seen, __porticoStatuses: portico, __buttonKinds: buttons })
          const record = (list: string[], text: string | null | undefined) => {
            if (text && list.at(-1) !== text) list.push(text)
          }
          new MutationObserver(() => {
            record(seen, document.querySelector('[data-testid="wagmi-status"]')?.textContent)
            record(portico, document.querySelector('[data-testid="status"]')?.textContent)
            record(buttons, document.querySelector('[data-portico-button]')?.getAttribute('data-portico-button'))
          }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
        })
        // React reports a mismatch between the server HTML and the hydrating render (production: errors 418/425).
        const hydration: string[] = []
        page.on('console', (message) => {
          if (/hydrat|#418|#423|#425/i.test(message.text())) hydration.push(message.text())
        })
        await page.reload()
        await expect(page.getByTestId('status')).toHaveText('connected')
        await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
        await expect(page.getByTestId('address')).toHaveText(ADDRESS)
        const seen = await page.evaluate(() => (window as unknown as { __wagmiStatuses: string[] }).__wagmiStatuses)
        expect(seen[0]).toMatch(/^(connected|reconnecting)$/)
        expect(seen).not.toContain('disconnected')
        await expect(page.getByTestId('portico-status')).toHaveText('connected')
        const recorded = await page.evaluate(() => {
          const w = window as unknown as { __porticoStatuses: string[]; __buttonKinds: string[] }
          return { statuses: w.__porticoStatuses, buttons: w.__buttonKinds }
        })
        expect(recorded.statuses).toEqual(['connected'])
        expect(recorded.buttons).toEqual(['account'])
        expect(hydration).toEqual([])
      })
    }

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

// AppKit's React + Solana quick start: a Wallet Standard wallet found in the page, on the dev stack's local cluster.
test.describe('examples/react-solana', () => {
  let server: StaticServer
  test.beforeAll(async ({ react }) => {
    test.setTimeout(240_000)
    server = await serveExample('react-solana', react)
  })
  test.afterAll(async () => {
    await server?.close()
  })

  test('opens the modal and connects the Wallet Standard test wallet', async ({ page, stack }) => {
    const wallet = await injectSolanaTestWallet(page, stack)
    await page.goto(`${server.url}/?rpc=${encodeURIComponent(stack.urls.solana.http)}`)
    await expect(page.getByTestId('status')).toHaveText('disconnected')
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(SOLANA_WALLET_NAME) })
      .click()
    await expect(page.getByTestId('status')).toHaveText('connected')
    await expect(page.getByTestId('address')).toHaveText(SOLANA_ACCOUNT.address)
    await expect(page.getByTestId('network')).toHaveText('solana:localnet')
    expect(wallet.requests.some((r) => r.method === 'connect')).toBe(true)
  })
})
