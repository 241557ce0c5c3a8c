import { expect, test } from '../fixtures'
import { LabViewsPage } from '../pages/lab-views'
import { seriousViolations } from '../support/axe'
import { artifact } from '../support/paths'

// Every view the lab can open with useAppKit().open({ view }) and this version shows; the ones of a connected account
// are opened connected. The views not in this version open Connect instead (tested below).
const DISCONNECTED_VIEWS = [
  'Connect',
  'AllWallets',
  'WhatIsAWallet',
  'SwitchNetwork',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]
const CONNECTED_VIEWS = [
  'Account',
  'ProfileWallets',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SwitchNetwork',
]

async function settle(lab: LabViewsPage, view: string): Promise<void> {
  const container = lab.viewContainer(view)
  await container.waitFor({ timeout: 10_000 })
  // The view's own code has loaded (no route skeleton) and its first data has arrived or failed.
  await expect(lab.dialog.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 })
}

test.describe('modal views: navigation, help, views not in this version, switch chain, toasts, axe', () => {
  test('Connect → All wallets → header Back; Connect → help → Back (mouse and keyboard)', async ({ page }) => {
    const lab = new LabViewsPage(page)
    await lab.goto()
    await lab.connectButton.click()
    await expect(lab.title()).toHaveText('Connect Wallet')
    await expect(lab.backButton()).toHaveCount(0)
    await lab.openAllWallets()
    await expect(lab.title()).toHaveText('All Wallets')
    await lab.backButton().click()
    await expect(lab.title()).toHaveText('Connect Wallet')

    await lab.helpButton().click()
    await expect(lab.title()).toHaveText('What is a wallet?')
    await expect(lab.dialog).toContainText('You hold the keys')
    await expect(lab.helpButton()).toHaveCount(0)
    await lab.backButton().click()
    await expect(lab.title()).toHaveText('Connect Wallet')

    // Keyboard only: focus the help button, Enter; then the Back button, Enter.
    await lab.helpButton().focus()
    await page.keyboard.press('Enter')
    await expect(lab.title()).toHaveText('What is a wallet?')
    await lab.backButton().focus()
    await page.keyboard.press('Enter')
    await expect(lab.title()).toHaveText('Connect Wallet')
    // Focus stays in the dialog after navigating, and Escape closes.
    expect(await lab.focusIsInDialog()).toBe(true)
    await lab.close()
  })

  test('views not in this version are not shown: opening one warns in the console and shows Connect', async ({
    page,
  }) => {
    const lab = new LabViewsPage(page)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await lab.goto()
    for (const view of [
      'EmailLogin',
      'ConnectingFarcaster',
      'ConnectSocials',
      'ApproveTransaction',
      'UpdateEmailWallet',
    ]) {
      await lab.openView(view)
      await expect(lab.title()).toHaveText('Connect Wallet')
      await expect(lab.dialog).toHaveAccessibleName('Connect Wallet')
      await expect(lab.viewContainer('Connect')).toBeVisible()
      await expect(lab.dialog.getByTestId('portico-not-built')).toHaveCount(0)
      await expect.poll(() => warnings).toContain(`[portico] view "${view}" is not available in this version`)
      await lab.close()
    }
    // Nothing in Connect leads to them: no email or social row.
    await lab.connectButton.click()
    await expect(lab.dialog.getByText('Continue with email')).toHaveCount(0)
    await expect(lab.dialog.getByText('Continue with a social account')).toHaveCount(0)
    await lab.close()
    // Networks is AppKit's name for the network switcher.
    await lab.openView('Networks')
    await expect(lab.viewContainer('SwitchNetwork')).toBeVisible()
    await lab.close()
  })

  test('open({ namespace }) shows SwitchActiveChain; choosing Solana makes it active without a wallet', async ({
    page,
  }) => {
    const lab = new LabViewsPage(page)
    await lab.goto()
    await page.getByRole('button', { name: 'Open for Solana' }).click()
    await expect(lab.title()).toHaveText('Switch Chain')
    await expect(lab.dialog).toContainText('Choose a Solana network to continue.')
    await lab.dialog.getByRole('button', { name: /Solana Localnet/ }).click()
    await expect(lab.title()).toHaveText('Connect Wallet')
    await expect(page.getByTestId('hook-network')).toHaveText(/^solana:/)
    await expect(lab.status).toHaveText('disconnected')
  })

  test('a wallet that moves to an unrequested network opens UnsupportedChain; switching back lands on Account', async ({
    page,
  }) => {
    const lab = new LabViewsPage(page)
    await lab.goto()
    await lab.connectButton.click()
    await lab.walletRow('Memory EVM Wallet').click()
    await expect(lab.status).toHaveText('connected')
    await expect(lab.dialog).toBeHidden()
    await page.getByRole('button', { name: 'Wallet moves to Ethereum (not requested)' }).click()
    await expect(lab.title()).toHaveText('Unsupported Network', { timeout: 10_000 })
    const supported = lab.dialog.getByRole('list', { name: 'Supported networks' })
    await expect(supported.getByRole('button')).toHaveCount(2)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: artifact('modal-unsupported-chain.png') })
    await supported.getByRole('button', { name: /Portico Local 2/ }).click()
    await expect(lab.title()).toHaveText('Account', { timeout: 10_000 })
    await expect(page.getByTestId('hook-network')).toHaveText('eip155:31338')
  })

  test('a connect the user closed the modal on, then rejected in the wallet, shows a toast outside the modal', async ({
    page,
  }) => {
    const lab = new LabViewsPage(page)
    // prefers-reduced-motion: the toast appears without its animation.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await lab.goto()
    await lab.answer('reject')
    await lab.setDelay(1500)
    await lab.connectButton.click()
    await lab.walletRow('Memory EVM Wallet').click()
    await expect(lab.dialog).toContainText('Continue in Memory EVM Wallet')
    await lab.close()
    const toast = lab.toasts.getByRole('alert')
    await expect(toast).toHaveText(/Connection rejected/, { timeout: 10_000 })
    await expect(lab.toasts).toHaveAttribute('aria-live', 'polite')
    await expect(toast).toHaveAttribute('part', 'toast')
    expect(await toast.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
    await expect(lab.dialog).toBeHidden()
    await page.screenshot({ path: artifact('toast-connection-rejected.png') })
    expect(await seriousViolations(page)).toEqual([])
    // It dismisses itself (4 s) — polled, not slept.
    await expect(toast).toBeHidden({ timeout: 10_000 })
  })

  test('axe: every view the lab can open has no serious or critical violations', async ({ page }) => {
    test.setTimeout(120_000)
    const lab = new LabViewsPage(page)
    await lab.goto()
    const failures: Record<string, string[]> = {}
    for (const view of DISCONNECTED_VIEWS) {
      await lab.openView(view)
      await settle(lab, view)
      const found = await seriousViolations(page)
      if (found.length) failures[view] = found
      await lab.close()
    }
    await lab.connectButton.click()
    await lab.walletRow('Memory EVM Wallet').click()
    await expect(lab.status).toHaveText('connected')
    for (const view of CONNECTED_VIEWS) {
      await lab.openView(view)
      await settle(lab, view)
      const found = await seriousViolations(page)
      if (found.length) failures[`${view} (connected)`] = found
      await lab.close()
    }
    // SwitchActiveChain while an EVM wallet is connected (§2 rule 1: open({ namespace }) for another namespace).
    await page.getByRole('button', { name: 'Open for Solana' }).click()
    await expect(lab.title()).toHaveText('Switch Chain')
    await settle(lab, 'SwitchActiveChain')
    const switching = await seriousViolations(page)
    if (switching.length) failures['SwitchActiveChain (connected)'] = switching
    await lab.close()
    // The toast region (closed modal) too.
    expect(await seriousViolations(page)).toEqual([])
    expect(failures).toEqual({})
  })

  test('axe: SwitchActiveChain, and ConnectingExternal rejected, error and waiting', async ({ page }) => {
    test.setTimeout(90_000)
    const lab = new LabViewsPage(page)
    await lab.goto()
    const failures: Record<string, string[]> = {}
    const check = async (name: string) => {
      await page.screenshot({ path: artifact(`axe-${name}.png`) })
      const found = await seriousViolations(page)
      if (found.length) failures[name] = found
    }

    // §2 rule 1: open({ namespace }) for another namespace shows SwitchActiveChain.
    await page.getByRole('button', { name: 'Open for Solana' }).click()
    await expect(lab.title()).toHaveText('Switch Chain')
    await settle(lab, 'SwitchActiveChain')
    await check('switch-active-chain')
    await lab.close()

    // The wallet's answers, set while the modal is closed (it covers the lab's controls when open).
    const connectingState = async (answer: 'reject' | 'fail' | 'approve', text: string, status: string) => {
      await lab.answer(answer)
      await lab.connectButton.click()
      await lab.walletRow('Memory EVM Wallet').click()
      const view = lab.dialog.getByTestId('portico-connecting')
      await expect(view).toHaveAttribute('data-status', status, { timeout: 10_000 })
      await expect(lab.dialog).toContainText(text)
    }
    await connectingState('reject', 'Connection rejected', 'rejected')
    await check('connecting-external-rejected')
    await lab.close()
    await connectingState('fail', 'Failed to connect', 'error')
    await check('connecting-external-error')
    await lab.close()
    // A slow wallet keeps the view on "Continue in …" long enough to analyse it.
    await lab.setDelay(15_000)
    await connectingState('approve', 'Continue in Memory EVM Wallet', 'waiting')
    await check('connecting-external-waiting')
    await expect(lab.dialog.getByTestId('portico-connecting')).toHaveAttribute('data-status', 'waiting')
    expect(failures).toEqual({})
  })
})
