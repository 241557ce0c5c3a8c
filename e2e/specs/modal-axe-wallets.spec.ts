import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { injectTestWallet, TEST_WALLET } from '../pages/evm-lab'
import { WalletConnectLabPage } from '../pages/walletconnect-lab'
import { seriousViolations } from '../support/axe'
import { artifact } from '../support/paths'

// axe (0 serious or critical) on the views that need a real wallet setup to reach their real states: the
// WalletConnect QR of a real pairing over the local relay, and Sign In with X with the lab's `siwx` configuration.

/** Opens a lab configuration; its chunk may be compiled by the Vite dev server on this first visit (slow on 2 cores). */
async function openConfig(page: Page, config: string): Promise<void> {
  await page.goto(`/?config=${config}`)
  await page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor({ timeout: 30_000 })
}

test.describe('axe on wallet-backed views', () => {
  test.describe.configure({ timeout: 90_000 })

  test('ConnectingWalletConnect with a real QR (walletconnect configuration)', async ({ page }) => {
    const lab = new WalletConnectLabPage(page)
    await openConfig(page, 'walletconnect')
    const { uri } = await lab.openQr()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await expect(lab.qr.locator('svg')).toBeVisible()
    await page.screenshot({ path: artifact('axe-walletconnect-qr.png') })
    expect(await seriousViolations(page)).toEqual([])
  })

  test('ConnectingWalletConnectBasic with a real QR (open({ view }) in the walletconnect configuration)', async ({
    page,
  }) => {
    const lab = new WalletConnectLabPage(page)
    await openConfig(page, 'walletconnect')
    await page.getByRole('button', { name: 'Open the QR-only view' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toHaveAccessibleName('WalletConnect')
    await expect(lab.qr).toHaveAttribute('data-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 10_000 })
    await expect(lab.qr.locator('svg')).toBeVisible()
    await expect(dialog.getByRole('button', { name: /copy/i })).toBeVisible()
    await page.screenshot({ path: artifact('axe-walletconnect-basic.png') })
    expect(await seriousViolations(page)).toEqual([])
  })

  test('SIWXSignMessage with a siwx configuration: ready to sign, and the declined-signature error', async ({
    page,
    stack,
  }) => {
    const wallet = await injectTestWallet(page, stack)
    await openConfig(page, 'siwx')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: new RegExp(TEST_WALLET.name) }).click()
    const view = dialog.getByTestId('portico-siwx')
    await expect(view).toBeVisible({ timeout: 10_000 })
    await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeVisible()
    await page.screenshot({ path: artifact('axe-siwx.png') })
    expect(await seriousViolations(page)).toEqual([])

    wallet.setBehaviour('personal_sign', 'reject')
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    await expect(dialog.getByRole('alert')).toContainText('Sign-in failed', { timeout: 10_000 })
    await page.screenshot({ path: artifact('axe-siwx-declined.png') })
    expect(await seriousViolations(page)).toEqual([])
  })
})
