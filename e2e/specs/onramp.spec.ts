import { TEST_CARD_APPROVED, TEST_CARD_DECLINED } from '@portico/testing'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { chainClient, EvmLabPage, injectTestWallet } from '../pages/evm-lab'
import { seriousViolations } from '../support/axe'
import { artifact } from '../support/paths'

// A fresh, unfunded key per run: the purchase is the only thing this address ever receives.
const KEY = generatePrivateKey()
const ADDRESS = privateKeyToAddress(KEY)
const WALLET = { name: 'On-ramp Test Wallet', rdns: 'dev.portico.onramp', privateKey: KEY, letter: 'O' }

test.describe('on-ramp through the sandbox provider (lab ?config=onramp, a real injected wallet)', () => {
  test('quote → popup checkout with a test card (declined, then paid) → ether on anvil → Activity shows the buy', async ({
    page,
    stack,
  }) => {
    test.setTimeout(90_000)
    await injectTestWallet(page, stack, WALLET)
    const lab = new EvmLabPage(page)
    await page.goto('/?config=onramp')
    await page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor()
    await lab.chooseWallet(WALLET.name)
    await expect(page.getByTestId('onramp-status')).toHaveText('connected')
    await page.keyboard.press('Escape')
    const client = chainClient(stack, 31337)
    expect(await client.getBalance({ address: ADDRESS })).toBe(0n)

    await page.getByRole('button', { name: 'Buy crypto' }).click()
    const dialog = lab.dialog
    await expect(dialog).toHaveAccessibleName('Buy Crypto')
    await expect(dialog.getByText('From $10.00 to $7,500.00 by card')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    // The token and currency choices, and the help, each their own view.
    await dialog.getByTestId('portico-buy-token').click()
    await expect(dialog).toHaveAccessibleName('Select Token')
    await expect(dialog.getByTestId('portico-buy-tokens')).toContainText('PUSD')
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: /^ETH/ }).click()
    await dialog.getByTestId('portico-buy-fiat').click()
    await expect(dialog).toHaveAccessibleName('Select Currency')
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: /^USD/ }).click()
    await dialog.getByRole('button', { name: 'What is a buy?' }).click()
    await expect(dialog).toHaveAccessibleName('What is a buy?')
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Back to the purchase' }).click()
    await expect(dialog).toHaveAccessibleName('Buy Crypto')

    // An amount outside §9's card limits is refused; within them the sandbox quotes a 2 % fee below $100.
    const amount = dialog.getByRole('textbox', { name: 'Amount in USD' })
    await amount.fill('5')
    await expect(dialog.getByText('Enter an amount from $10.00 to $7,500.00')).toBeVisible()
    await amount.fill('30')
    await expect(dialog.getByTestId('portico-buy-purchaseAmount')).toHaveText('0.00978333 ETH', { timeout: 10_000 })
    await expect(dialog.getByTestId('portico-buy-paymentSubtotal')).toHaveText('29.35 USD')
    await expect(dialog.getByTestId('portico-buy-networkFee')).toHaveText('0.05 USD')
    await expect(dialog.getByTestId('portico-buy-providerFee')).toHaveText('0.60 USD')
    await expect(dialog.getByTestId('portico-buy-paymentTotal')).toHaveText('30.00 USD')
    await expect(dialog.getByText(/^Estimate:/)).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Continue to checkout' }).click(),
    ])
    await popup.waitForURL((url) => url.pathname === '/checkout')
    expect(new URL(popup.url()).origin).toBe(new URL(stack.urls.onramp ?? '').origin)
    expect(new URL(popup.url()).origin).not.toBe(new URL(page.url()).origin)
    await expect(popup.getByText('0.00978333 ETH')).toBeVisible()
    await expect(dialog).toHaveAccessibleName('Buy in Progress')
    await expect(dialog.getByText('Complete the purchase in the checkout window.')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    const pay = async (card: string) => {
      await popup.getByLabel('Card number').fill(card)
      await popup.getByLabel('Expiry (MM/YY)').fill('12/40')
      await popup.getByLabel('CVC').fill('123')
      await popup.getByRole('button', { name: /^Pay / }).click()
    }
    await pay(TEST_CARD_DECLINED)
    await expect(popup.getByRole('status')).toHaveText('Your card was declined.')
    await expect(dialog.getByRole('alert')).toHaveText('Your card was declined. Nothing was charged.')
    expect(await client.getBalance({ address: ADDRESS })).toBe(0n)
    expect(await seriousViolations(page)).toEqual([])

    await pay(TEST_CARD_APPROVED)
    await expect(dialog.getByText('Purchase complete')).toBeVisible({ timeout: 20_000 })
    await expect(dialog.getByText('0.00978333 ETH arrived in your wallet.')).toBeVisible()
    expect(await client.getBalance({ address: ADDRESS })).toBe(parseEther('0.00978333'))
    await expect(dialog.getByTestId('portico-buy-balance')).toHaveText('Balance: 0.0098 ETH', { timeout: 10_000 })
    // The modal closes the checkout window once it reports completion.
    await expect.poll(() => popup.isClosed()).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: artifact('modal-onramp-complete.png') })

    await dialog.getByRole('button', { name: 'View activity' }).click()
    await expect(dialog).toHaveAccessibleName('Account')
    const activity = dialog.getByTestId('portico-activity')
    await expect(activity).toContainText('Bought', { timeout: 15_000 })
    await expect(activity).toContainText('ETH')
  })
})
