import { expect, test } from '../fixtures/walletconnect'
import { WC_ACCOUNT } from '../pages/walletconnect-lab'

// Issue 20: an app's own connect list on useAppKitWallets alone (AppKit's headless API). The catalogue comes from
// the dev stack's apps/api, paged and searched; a catalogue wallet the browser does not have pairs over
// WalletConnect, the hook giving the pairing URI, and the test wallet scans it over the local relay.

test('useAppKitWallets lists, pages and searches the catalogue, and pairs a catalogue wallet', async ({
  page,
  stack,
  wallets,
}) => {
  const wallet = await wallets.create(stack)
  await page.goto('/?config=walletconnect-project-id&headless=1')
  await page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor()
  const list = page.getByRole('list', { name: 'Catalogue wallets' }).getByRole('button')

  await page.getByRole('button', { name: 'Load wallets' }).click()
  await expect(page.getByTestId('headless-page')).toHaveText('1', { timeout: 20_000 })
  // WalletConnect itself, then the catalogue's first page of forty.
  await expect(list).toHaveCount(41)
  await expect(list.first()).toHaveText('WalletConnect')
  const total = Number(await page.getByTestId('headless-count').textContent())
  expect(total).toBeGreaterThan(80)

  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page.getByTestId('headless-page')).toHaveText('2')
  await expect(list).toHaveCount(81)

  const name = (await list.nth(50).textContent()) as string
  await page.getByLabel('Search wallets').fill(name)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(list.filter({ hasText: name }).first()).toBeVisible()
  await expect(page.getByTestId('headless-count')).not.toHaveText(String(total))
  expect(Number(await page.getByTestId('headless-count').textContent())).toBeLessThan(total)

  await list.filter({ hasText: name }).first().click()
  await expect(page.getByTestId('headless-connecting')).toHaveText(name)
  const uri = page.getByTestId('headless-wc-uri')
  await expect(uri).toHaveText(/^wc:.*relay-protocol=irn/, { timeout: 20_000 })
  await wallet.pair((await uri.textContent()) as string)
  await expect(page.getByTestId('portico-status')).toHaveText('connected', { timeout: 15_000 })
  await expect(page.getByTestId('portico-caip-address')).toHaveText(`eip155:31337:${WC_ACCOUNT.address}`)
  await expect(page.getByTestId('headless-connecting')).toHaveText('—')
  // The modal was never opened: the page's own list did it all.
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
