import { expect, test } from '../fixtures'
import { dismissAlertAndReopen, modalAlert } from '../pages/modal-alert'

// §8 configuration alerts against the dev stack's apps/api: each project below makes the modal's background
// configuration check fail its own way, and the alert shows once — dismissed, it does not come back on reopen.
// `refused`: the status the browser logs for the service's answer, which the page guard must expect.
const CASES = [
  { project: 'portico-dev-no-such-project', title: 'Invalid Project ID', refused: 403 },
  { project: 'portico-dev-foreign-origin', title: 'Invalid App Configuration', refused: undefined },
  { project: 'portico-dev-unverified-domain', title: 'The domain of this app is not verified', refused: 403 },
  { project: 'portico-dev-rate-limited', title: 'Rate Limited', refused: 429 },
  { project: 'portico-dev-server-error', title: 'Server Error', refused: 500 },
] as const

test.describe('§8 configuration alerts', () => {
  for (const { project, title, refused } of CASES) {
    test(`${project}: "${title}" is shown once`, async ({ page, guard }) => {
      if (refused) guard.expectConsoleError(new RegExp(`^Failed to load resource: .* status of ${refused} `))
      await page.goto(`/?config=alerts&project=${project}`)
      await page.getByTestId('lab-alerts').waitFor()
      const { connect, dialog, alert } = modalAlert(page)
      await connect.click()
      await dismissAlertAndReopen(page, title)
      await expect(dialog.getByRole('button', { name: /Memory/ }).first()).toBeVisible()
      await expect(alert).toHaveCount(0)
      if (refused)
        expect(guard.expectedConsoleErrors().join('\n')).toContain(`/projects/v1/origins?projectId=${project}&`)
    })
  }

  test('the dev project raises none', async ({ page }) => {
    await page.goto('/?config=alerts&project=portico-dev')
    await page.getByTestId('lab-alerts').waitFor()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('button', { name: /Memory/ }).first()).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveCount(0)
  })
})
