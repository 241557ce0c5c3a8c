import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { seriousViolations } from '../support/axe'

// Social login from the modal, end to end, with the dev stack's real services: the lab's `embedded-wallet`
// configuration, the secure site (its own origin) whose popup goes to the stack's OpenID provider — standing in for
// Google, GitHub, … with test users — and back, and apps/api redeeming the code. No route of the browser is faked.

/** A test user of the stack's OpenID provider (packages/testing's oidc-provider). */
const ALICE = { username: 'alice', password: 'alice-password', email: 'alice@portico.test' }

/** Clicks a social row and answers the popup it opens (the provider's login form, then the way back). */
async function signInThroughPopup(page: Page, row: Locator, user = ALICE) {
  const popupOpened = page.waitForEvent('popup')
  await row.click()
  const popup = await popupOpened
  await popup.getByLabel('Username').fill(user.username, { timeout: 20_000 })
  await popup.getByLabel('Password').fill(user.password)
  // The secure site's callback hands the code over and closes the popup, maybe before the click below returns.
  const closed = popup.waitForEvent('close', { timeout: 20_000 })
  await popup.getByRole('button', { name: 'Sign in' }).click()
  await closed
}

async function openConnect(page: Page) {
  await page.goto('/?config=embedded-wallet')
  await page.getByTestId('lab-embedded-wallet').waitFor()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  return page.getByRole('dialog')
}

test.describe('embedded wallet by social login (real secure site, apps/api, OpenID provider)', () => {
  test.describe.configure({ timeout: 120_000 })

  test('the popup signs in → connected in the app and the modal, user announced; a second login (new device) has the same address', async ({
    page,
    browser,
  }) => {
    const dialog = await openConnect(page)
    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Continue with Google' }))
    await expect(page.getByTestId('hook-status')).toHaveText('connected', { timeout: 20_000 })
    const address = (await page.getByTestId('hook-address').textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect(page.getByTestId('hook-email')).toHaveText(ALICE.email)
    await expect(page.getByTestId('hook-auth-provider')).toHaveText('google')
    expect(JSON.parse((await page.getByTestId('hook-wallet-info').textContent()) ?? '')).toMatchObject({
      type: 'auth',
      social: 'google',
    })
    // §3 auth user event.
    expect(JSON.parse((await page.getByTestId('auth-user-event').textContent()) ?? '')).toMatchObject({
      address,
      email: ALICE.email,
      username: ALICE.username,
      smartAccountDeployed: false,
    })
    // The modal shows the account and who signed in (the provider's name for the user).
    await page.getByRole('button', { name: /0x/ }).first().click()
    await expect(dialog).toContainText(address.slice(0, 6))
    await expect(dialog.getByTestId('portico-account-email')).toHaveText(ALICE.username)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // Another browser profile is a new device: the same provider account gets the same wallet (recovery share).
    const context = await browser.newContext()
    try {
      const second = await context.newPage()
      const secondDialog = await openConnect(second)
      await secondDialog.getByRole('button', { name: 'Continue with a social account' }).click()
      await signInThroughPopup(second, secondDialog.getByRole('button', { name: 'Continue with Google' }))
      await expect(second.getByTestId('hook-status')).toHaveText('connected', { timeout: 20_000 })
      await expect(second.getByTestId('hook-address')).toHaveText(address)
    } finally {
      await context.close()
    }
  })

  test('closing the popup rejects with "Popup closed" and leaves the modal usable; ConnectSocials and ConnectingSocial pass axe', async ({
    page,
  }) => {
    const dialog = await openConnect(page)
    await dialog.getByRole('button', { name: 'Continue with a social account' }).click()
    await expect(dialog.getByTestId('portico-connect-socials')).toBeVisible()
    await expect(dialog.getByRole('button', { name: /^Continue with / })).toHaveCount(6)
    expect(await seriousViolations(page)).toEqual([])

    const popupOpened = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'Continue with GitHub' }).click()
    const popup = await popupOpened
    await expect(dialog.getByTestId('portico-connecting-social')).toBeVisible()
    await expect(dialog.getByText('Continue in GitHub')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await popup.close()

    // §9: the popup is checked every second; its closing is the §8 message, and the list is back.
    await expect(page.getByText('Popup closed')).toBeVisible({ timeout: 5_000 })
    await expect(dialog.getByTestId('portico-connect-socials')).toBeVisible()
    await expect(page.getByTestId('hook-status')).not.toHaveText('connected')
    // Usable: back to Connect, and another way in works.
    await dialog.getByRole('button', { name: /back/i }).click()
    await dialog.getByRole('button', { name: 'Continue with email' }).click()
    await expect(dialog.getByLabel('Email address')).toBeVisible()
  })
})
