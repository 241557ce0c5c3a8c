import { DEV_RELAY_REFUSED_PROJECTS } from '@portico/testing'
import { expect, test } from '../fixtures'
import { dismissAlertAndReopen, modalAlert } from '../pages/modal-alert'

// §8: the relay's refusals of a project reach the user as the universal-provider alerts, shown once each. The lab's
// WalletConnect uses a project id the dev stack's relay refuses (each for one reason); the user picks WalletConnect,
// sees the alert, and the modal is not stuck: it closes, and another wallet can be chosen and connects.
const CASES = [
  { project: DEV_RELAY_REFUSED_PROJECTS.invalidKey, title: 'Invalid Project ID' },
  { project: DEV_RELAY_REFUSED_PROJECTS.originNotAllowed, title: 'Invalid App Configuration' },
  { project: DEV_RELAY_REFUSED_PROJECTS.jwtNotYetValid, title: 'Session Expired' },
] as const

test.describe('§8 relay refusals', () => {
  for (const { project, title } of CASES) {
    test(`${project}: "${title}" is shown, and another wallet connects`, async ({ page }) => {
      await page.goto(`/?config=relay-refusals&project=${project}`)
      await expect(page.getByTestId('relay-project')).toHaveText(project)
      const { connect, dialog, alert } = modalAlert(page)
      await connect.click()
      await dialog.getByRole('button', { name: /WalletConnect/ }).click()
      // The first visit to the WalletConnect view is compiled on demand by the lab's dev server.
      await dismissAlertAndReopen(page, title, 20_000)
      await expect(alert).toHaveCount(0)
      await dialog.getByRole('button', { name: /Memory Solana Wallet/ }).click()
      await expect(page.getByTestId('portico-status')).toHaveText('connected', { timeout: 20_000 })
      await expect(page.getByTestId('portico-caip-address')).toHaveText(/^solana:/)
      await expect(alert).toHaveCount(0)
    })
  }

  test('the dev project is not refused: the QR shows and no alert', async ({ page }) => {
    await page.goto('/?config=relay-refusals&project=portico-dev')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /WalletConnect/ }).click()
    await expect(page.getByTestId('portico-wc-qr')).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 })
    await expect(dialog.getByRole('alert')).toHaveCount(0)
  })
})
