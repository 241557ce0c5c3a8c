import { Verifier } from 'bip322-js'
import { BTC_STANDARD_NAME, expect, test } from '../fixtures/chain-wallets'

test('a Wallet Standard bitcoin wallet: discovered, connected, BIP-322 signature verifies, reload restores silently', async ({
  page,
  btcStandardWallet: wallet,
}) => {
  await page.goto('/?config=bitcoin')
  await page.getByTestId('lab-bitcoin').waitFor()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(BTC_STANDARD_NAME) })
    .click()
  await expect(page.getByTestId('btc-status')).toHaveText('connected', { timeout: 10_000 })
  const [payment, ordinal] = wallet.accounts
  await expect(page.getByTestId('btc-address')).toHaveText(payment?.address as string)
  const rows = page.getByTestId('btc-accounts').getByRole('row')
  await expect(rows.nth(0)).toHaveAttribute('data-type', 'payment')
  await expect(rows.nth(1)).toHaveAttribute('data-type', 'ordinal')
  await expect(rows.nth(1)).toContainText(ordinal?.publicKey as string)

  await page.getByLabel('Message').fill('standard hello')
  await page.getByRole('button', { name: 'Sign message' }).click()
  const result = page.getByTestId('btc-sign-result')
  await expect(result).toHaveAttribute('data-state', 'ok', { timeout: 10_000 })
  expect(
    Verifier.verifySignature(payment?.address as string, 'standard hello', (await result.textContent()) ?? ''),
  ).toBe(true)

  const prompts = () => wallet.requests.filter((r) => r.method === 'getAccounts').length
  expect(prompts()).toBe(1)
  await page.reload()
  await expect(page.getByTestId('btc-status')).toHaveText('connected', { timeout: 10_000 })
  expect(prompts()).toBe(1)
  expect(wallet.requests.some((r) => r.method === 'wallet_getAccount')).toBe(true)
})
