import { expect, test } from '../fixtures'
import { seriousViolations } from '../support/axe'
import { artifact } from '../support/paths'

test.describe('lab theme page', () => {
  test('switches dark mode, accent, radius, font and language live', async ({ page }) => {
    await page.goto('/?config=theme')
    await page.getByTestId('lab-theme').waitFor()
    await page.getByRole('radio', { name: 'light' }).check()
    await page.getByRole('button', { name: 'Open the modal' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toHaveAccessibleName('Connect Wallet')
    const root = page.locator('portico-modal').locator('.portico-root')
    await expect(root).toHaveAttribute('data-theme', 'light')
    // The dialog's background as sRGB bytes, whatever colour syntax the stylesheet uses (a canvas converts it).
    const background = () =>
      dialog.evaluate((el) => {
        const ctx = document.createElement('canvas').getContext('2d')
        if (!ctx) throw new Error('no 2d canvas')
        ctx.fillStyle = getComputedStyle(el).backgroundColor
        ctx.fillRect(0, 0, 1, 1)
        return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)]
      })
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => 0.2126 * r + 0.7152 * g + 0.0722 * b
    const light = await background()
    expect(luminance(light)).toBeGreaterThan(180)
    await page.screenshot({ path: artifact('theme-light.png'), animations: 'disabled' })

    // The modal stays open while the page's controls change it (the overlay does not block the page's radios here:
    // they are changed through the page, with the dialog open).
    await page.keyboard.press('Escape')
    await page.getByRole('radio', { name: 'dark' }).check()
    await expect(page.getByTestId('theme-mode')).toHaveText('dark')
    await page.getByRole('combobox', { name: /^Accent/ }).selectOption({ label: 'Crimson' })
    await page.getByRole('combobox', { name: /^Radius/ }).selectOption({ label: 'Square (0px)' })
    await page.getByRole('combobox', { name: /^Font/ }).selectOption({ label: 'Serif' })
    await page.getByRole('button', { name: 'Open the modal' }).click()
    await expect(root).toHaveAttribute('data-theme', 'dark')
    expect(luminance(await background())).toBeLessThan(80)
    const style = await root.getAttribute('style')
    expect(style).toContain('--portico-accent: #b91c1c')
    expect(style).toContain('--portico-border-radius-master: 0px')
    expect(style).toContain('Georgia')
    const radius = await dialog.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)
    expect(radius).toBe('0px')
    await page.screenshot({ path: artifact('theme-dark.png'), animations: 'disabled' })
    expect(await seriousViolations(page)).toEqual([])

    await page.keyboard.press('Escape')
    await page.getByRole('combobox', { name: /^Language/ }).selectOption('ar')
    await expect(page.getByRole('button', { name: 'ربط المحفظة' }).first()).toBeVisible()
    await page.getByRole('button', { name: 'Open the modal' }).click()
    await expect(dialog).toHaveAccessibleName('ربط المحفظة')
    await expect(dialog).toHaveAttribute('dir', 'rtl')
    await page.screenshot({ path: artifact('theme-dark-ar.png'), animations: 'disabled' })
  })
})

test.describe('embedded mode', () => {
  test('renders inline where placed: no host appended to body, no overlay; Connect, then Account', async ({ page }) => {
    await page.goto('/?config=embedded')
    const slot = page.getByTestId('embedded-slot')
    const dialog = slot.getByRole('dialog')
    await expect(dialog).toBeVisible({ timeout: 10_000 })
    await expect(dialog).toHaveAccessibleName('Connect Wallet')
    await expect(dialog).not.toHaveAttribute('aria-modal', 'true')
    const hosts = await page.evaluate(() => ({
      inSlot: document.querySelectorAll('[data-testid="embedded-slot"] portico-modal').length,
      bodyChildren: [...document.body.children].filter((el) => el.tagName === 'PORTICO-MODAL').length,
      all: document.querySelectorAll('portico-modal').length,
    }))
    expect(hosts).toEqual({ inSlot: 1, bodyChildren: 0, all: 1 })
    // The dialog sits inside the slot's box, in the page flow.
    const slotBox = await slot.boundingBox()
    const dialogBox = await dialog.boundingBox()
    expect(slotBox && dialogBox && dialogBox.y >= slotBox.y && dialogBox.y < slotBox.y + slotBox.height).toBe(true)
    await page.screenshot({ path: artifact('embedded-connect.png'), animations: 'disabled' })
    expect(await seriousViolations(page)).toEqual([])

    await dialog.getByRole('button', { name: /Memory EVM Wallet/ }).click()
    await expect(page.getByTestId('hook-status')).toHaveText('connected', { timeout: 10_000 })
    await expect(dialog).toHaveAccessibleName('Account', { timeout: 10_000 })
    await expect(dialog).toBeVisible()
    await page.screenshot({ path: artifact('embedded-account.png'), animations: 'disabled' })
  })
})
