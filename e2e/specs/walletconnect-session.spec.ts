import type { WcTestWallet } from '@portico/testing/wc-wallet'
import { expect, test } from '../fixtures/walletconnect'
import { WalletConnectLabPage, WC_ACCOUNT } from '../pages/walletconnect-lab'

const CAIP = `eip155:31337:${WC_ACCOUNT.address}`

/** The wallet's proposal number `index` (0-based), once it has arrived. */
function nextProposal(wallet: WcTestWallet, index: number) {
  return wallet.waitFor(() => wallet.proposals[index], 10_000, `proposal ${index}`)
}

test.describe('WalletConnect: the wallet decides (reject, delete, switch chain)', () => {
  test("the wallet rejects → 'Connection rejected'; Try again shows a fresh QR that connects", async ({
    page,
    stack,
    wallets,
  }) => {
    const wallet = await wallets.create(stack, 'manual')
    const lab = new WalletConnectLabPage(page)
    await lab.goto()
    const { uri } = await lab.openQr()
    await wallet.pair(uri)
    await wallet.reject(await nextProposal(wallet, 0))
    const alert = lab.dialog.getByRole('alert')
    await expect(alert).toContainText('Connection rejected', { timeout: 10_000 })
    await expect(lab.field('portico-status')).toHaveText('disconnected')
    await expect(lab.qr).toBeHidden()

    await lab.dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(lab.qr).toBeVisible({ timeout: 10_000 })
    const fresh = await lab.qr.getAttribute('data-uri')
    expect(fresh).toMatch(/^wc:/)
    expect(fresh).not.toBe(uri)
    await wallet.pair(fresh as string)
    await wallet.approve(await nextProposal(wallet, 1))
    await expect(lab.field('portico-status')).toHaveText('connected', { timeout: 10_000 })
    await expect(lab.field('portico-caip-address')).toHaveText(CAIP)
  })

  test('the wallet switches chain → the dapp follows; the wallet deletes the session → the dapp disconnects', async ({
    page,
    stack,
    wallets,
  }) => {
    const wallet = await wallets.create(stack)
    const lab = new WalletConnectLabPage(page)
    await lab.goto()
    const { uri } = await lab.openQr()
    await wallet.pair(uri)
    await expect(lab.field('portico-status')).toHaveText('connected', { timeout: 10_000 })
    await expect(lab.field('portico-chain')).toHaveText('31337')

    await wallet.switchChain(31338)
    await expect(lab.field('portico-chain')).toHaveText('31338', { timeout: 10_000 })
    await expect(lab.field('wagmi-chain')).toHaveText('31338')
    await expect(lab.field('portico-caip-address')).toHaveText(`eip155:31338:${WC_ACCOUNT.address}`)

    await wallet.disconnect()
    await expect(lab.field('portico-status')).toHaveText('disconnected', { timeout: 10_000 })
    await expect(lab.field('wagmi-status')).toHaveText('disconnected', { timeout: 10_000 })
    await expect(lab.field('portico-caip-address')).toHaveText('—')
    await expect(lab.field('wc-pairing-status')).toHaveText('idle')

    // Nothing is left to restore on the next load.
    await page.reload()
    await page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor()
    await expect(lab.field('portico-status')).toHaveText('disconnected', { timeout: 10_000 })
  })
})
