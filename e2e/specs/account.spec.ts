import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../fixtures'
import { AccountPage, MEMORY_EVM_ADDRESS } from '../pages/account'
import { seriousViolations } from '../support/axe'
import { artifact } from '../support/paths'

/** A real native transfer from the memory wallet's address (anvil's dev accounts are unlocked), mined at once. */
async function sendFromAccount(request: APIRequestContext, rpcUrl: string, milliEth: number): Promise<void> {
  const value = `0x${(BigInt(milliEth) * 10n ** 15n).toString(16)}`
  const response = await request.post(rpcUrl, {
    data: {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendTransaction',
      params: [{ from: MEMORY_EVM_ADDRESS, to: '0x00000000000000000000000000000000000000bb', value }],
    },
  })
  const body = (await response.json()) as { result?: string; error?: { message: string } }
  expect(body.error, JSON.stringify(body.error)).toBeUndefined()
}

test.describe('the Account side of the modal on the lab memory configuration', () => {
  test('Tokens shows PUSD from the dev stack api; Activity shows a transfer just made, newest first', async ({
    page,
    request,
    stack,
  }) => {
    const account = new AccountPage(page)
    await account.open()
    await expect(account.dialog).toHaveAccessibleName('Account')
    await expect(account.tab('Tokens')).toHaveAttribute('aria-selected', 'true')
    const pusd = account.rows('Tokens').filter({ hasText: 'Portico Dev USD' })
    await expect(pusd).toHaveCount(1, { timeout: 10_000 })
    await expect(pusd).toContainText(/[\d,]+\.\d{2} PUSD/)
    // §9: the local chain is a testnet, so the header balance is 0.00.
    await expect(account.dialog.getByTestId('portico-balance')).toHaveText('0.00 ETH')

    const milliEth = 100 + Math.floor(Math.random() * 800)
    const rpcUrl = stack.urls.evm[31337]
    expect(rpcUrl).toBeTruthy()
    await sendFromAccount(request, rpcUrl as string, milliEth)
    await account.tab('Activity').click()
    await expect(account.tab('Activity')).toHaveAttribute('aria-selected', 'true')
    const first = account.rows('Activity').first()
    await expect(first).toContainText('Sent', { timeout: 10_000 })
    await expect(first).toContainText(`−${(milliEth / 1000).toFixed(3)} ETH`)
    // The dev contracts' mint of PUSD to this address is in its history too (paged if there is more than a page).
    // The deploy minted this address badges 3 and 4: the grid shows them from the service's holdings call.
    await account.tab('NFTs').click()
    await expect(account.dialog.getByRole('list', { name: 'NFTs' }).getByTestId('portico-nft-name')).toContainText(
      ['Portico Dev Badge #3', 'Portico Dev Badge #4'],
      { timeout: 10_000 },
    )
    await page.screenshot({ path: artifact('modal-account-tabs.png') })
  })

  test('copies the address', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const account = new AccountPage(page)
    await account.open()
    await account.dialog.getByRole('button', { name: 'Copy address' }).click()
    await expect(account.dialog.getByText('Address copied')).toBeAttached()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(MEMORY_EVM_ADDRESS)
  })

  test('Wallets lists the connection; disconnecting it from there ends on Connect', async ({ page }) => {
    const account = new AccountPage(page)
    await account.open()
    await account.dialog.getByRole('button', { name: 'Wallets' }).click()
    await expect(account.dialog).toHaveAccessibleName('Wallets')
    const row = account.dialog.getByTestId('portico-connection')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Memory EVM Wallet')
    await expect(row).toContainText('Active')
    await account.dialog.getByRole('button', { name: 'Disconnect Memory EVM Wallet' }).click()
    await expect(account.status).toHaveText('disconnected', { timeout: 10_000 })
    await expect(account.dialog).toHaveAccessibleName('Connect Wallet')
  })

  test('axe: the Account tabs, Wallets and Choose a Name have no serious or critical violations', async ({ page }) => {
    // Five full axe scans of the modal plus a name lookup: more than the default 30 s on a loaded 2-core machine.
    test.setTimeout(60_000)
    const account = new AccountPage(page)
    await account.open()
    await expect(account.rows('Tokens').first()).toBeVisible({ timeout: 10_000 })
    expect(await seriousViolations(page)).toEqual([])
    await account.tab('NFTs').click()
    await expect(account.dialog.getByTestId('portico-nft').first()).toBeVisible({ timeout: 10_000 })
    expect(await seriousViolations(page)).toEqual([])
    await account.tab('Activity').click()
    await expect(account.rows('Activity').first()).toBeVisible({ timeout: 10_000 })
    expect(await seriousViolations(page)).toEqual([])

    await account.dialog.getByRole('button', { name: 'Wallets' }).click()
    await expect(account.dialog.getByTestId('portico-connection')).toHaveCount(1)
    expect(await seriousViolations(page)).toEqual([])

    await account.dialog.getByRole('button', { name: 'Back' }).click()
    await account.dialog.getByRole('button', { name: 'Choose a name' }).click()
    await expect(account.dialog).toHaveAccessibleName('Choose a Name')
    await account.dialog.getByRole('textbox', { name: 'Name' }).fill('portico-e2e-name')
    await expect(account.dialog.getByTestId('portico-name-available')).toBeVisible({ timeout: 10_000 })
    expect(await seriousViolations(page)).toEqual([])
  })
})
