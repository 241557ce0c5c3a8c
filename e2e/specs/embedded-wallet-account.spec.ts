import type { Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { seriousViolations } from '../support/axe'
import { EmbeddedLab } from '../support/embedded-email'
import { codeFor, newEmail } from '../support/mailbox'

// The embedded wallet's parts of the modal's Account view, with the dev stack's real secure site, apps/api and SMTP
// sink, whose mailbox the spec reads: the email update (§4: a code to the current address, then one to the new) and
// the private-key export, which only the secure site's own UI shows.

test.describe('embedded wallet: Account (real secure site, apps/api, SMTP sink)', () => {
  test.describe.configure({ timeout: 120_000 })

  test('email update: a code to the current address, then one to the new; Account shows the new email; signing in with it gives the same address; axe on the three views', async ({
    page,
    stack,
  }) => {
    const mailbox = stack.urls.mailbox as string
    const lab = new EmbeddedLab(page)
    const email = newEmail('hopper')
    const moved = newEmail('hopper-new')
    await lab.goto()
    await lab.signIn(mailbox, email)
    const address = await lab.address()
    await page.getByRole('button', { name: /0x/ }).first().click()
    await lab.dialog.getByRole('button', { name: 'Update email' }).click()
    const form = lab.dialog.getByTestId('portico-update-email')
    await expect(form.getByLabel('New email address')).toHaveValue(email)
    expect(await seriousViolations(page)).toEqual([])
    await form.getByLabel('New email address').fill(moved)
    const since = Date.now()
    await form.getByRole('button', { name: 'Continue', exact: true }).click()
    const primary = lab.dialog.getByTestId('portico-update-email-primary')
    await expect(primary).toContainText(email, { timeout: 20_000 })
    expect(await seriousViolations(page)).toEqual([])
    await lab.submitCode(await codeFor(mailbox, email, since))
    const secondary = lab.dialog.getByTestId('portico-update-email-secondary')
    await expect(secondary).toContainText(moved, { timeout: 20_000 })
    expect(await seriousViolations(page)).toEqual([])
    await lab.submitCode(await codeFor(mailbox, moved, since))
    await expect(lab.dialog.getByTestId('portico-account-email')).toHaveAttribute('title', moved, { timeout: 20_000 })
    await expect(page.getByTestId('hook-email')).toHaveText(moved)

    // A fresh sign-in with the new address reaches the same wallet.
    await lab.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('hook-status')).toHaveText('disconnected')
    await lab.signIn(mailbox, moved)
    expect(await lab.address()).toBe(address)
    await expect(page.getByTestId('hook-email')).toHaveText(moved)
  })

  test('Export private key: the secure site frame asks again before it shows the key; the key is only in the frame, and is the account key', async ({
    page,
    stack,
  }) => {
    const lab = new EmbeddedLab(page)
    await lab.goto()
    await lab.signIn(stack.urls.mailbox as string, newEmail('export'))
    const address = await lab.address()
    await page.getByRole('button', { name: /0x/ }).first().click()
    await lab.dialog.getByRole('button', { name: 'Export private key' }).click()
    // The modal steps aside for the frame, which is the secure site's document (another origin).
    await expect(lab.dialog).toBeHidden()
    const iframe = page.locator('iframe[title="Portico embedded wallet"]')
    await expect(iframe).toBeVisible()
    const frame = page.frameLocator('iframe[title="Portico embedded wallet"]')
    const panel = frame.getByRole('dialog', { name: 'Export EVM private key' })
    await expect(panel).toContainText('Anyone who sees it controls this account')
    // Nothing is shown before the second confirmation.
    await expect(frame.locator('output')).toHaveCount(0)
    await panel.getByRole('button', { name: 'Reveal private key' }).click()
    const key = (await frame.locator('output').textContent()) as Hex
    expect(privateKeyToAddress(key)).toBe(address)
    // The host page (its DOM, the modal's shadow root, its storage) has not seen it, and cannot read the frame.
    const host = await page.evaluate(() => ({
      html: document.documentElement.outerHTML + (document.querySelector('portico-modal')?.shadowRoot?.innerHTML ?? ''),
      storage: JSON.stringify({ ...localStorage, ...sessionStorage }),
      frameDocument: document.querySelector<HTMLIFrameElement>('iframe[title="Portico embedded wallet"]')
        ?.contentDocument,
    }))
    expect(host.html).not.toContain(key.slice(2))
    expect(host.storage).not.toContain(key.slice(2))
    expect(host.frameDocument).toBeNull()
    await frame.getByRole('button', { name: 'Done' }).click()
    await expect(iframe).toBeHidden()
    await expect(page.getByTestId('hook-status')).toHaveText('connected')
  })
})
