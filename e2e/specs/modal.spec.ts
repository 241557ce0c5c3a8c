import { expect, test } from '../fixtures'
import { ModalPage } from '../pages/modal'
import { seriousViolations } from '../support/axe'
import { artifact } from '../support/paths'

test.describe('the modal on the lab memory configuration', () => {
  test('opens from the button and closes with the close button and with Escape, focus back on the opener', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectButton.click()
    await expect(modal.dialog).toBeVisible()
    await expect(modal.dialog).toHaveAttribute('aria-modal', 'true')
    await expect(modal.dialog).toHaveAccessibleName('Connect Wallet')
    await page.screenshot({ path: artifact('modal-connect.png') })
    await modal.closeButton().click()
    await expect(modal.dialog).toBeHidden()
    await expect(modal.connectButton).toBeFocused()

    await modal.connectButton.click()
    await expect(modal.dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
    await expect(modal.connectButton).toBeFocused()
    await expect(page.getByTestId('hook-open')).toHaveText('closed')
  })

  test('keyboard only: Tab to the button, open, Tab to the wallet, Enter connects', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    for (let i = 0; i < 10 && !(await modal.connectButton.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(modal.connectButton).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(modal.dialog).toBeVisible()
    const row = modal.walletRow('Memory EVM Wallet')
    await expect(row).toBeVisible()
    for (let i = 0; i < 10 && !(await row.evaluate((b) => b.matches(':focus'))); i++) await page.keyboard.press('Tab')
    await expect(row).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(modal.status).toHaveText('connected')
    await expect(modal.dialog).toBeHidden()
    await expect(page.getByTestId('hook-address')).toHaveText('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await expect(page.getByRole('button', { name: 'Account 0x7099…79C8' })).toBeVisible()
  })

  test('a rejected request shows "Connection rejected" (§8), and Try again connects', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.answer('reject')
    await modal.connectButton.click()
    await modal.walletRow('Memory EVM Wallet').click()
    const alert = modal.dialog.getByRole('alert')
    await expect(alert).toContainText('Connection rejected')
    const retry = modal.dialog.getByRole('button', { name: 'Try again' })
    await expect(retry).toBeFocused()
    await expect(modal.status).toHaveText('disconnected')
    await page.screenshot({ path: artifact('modal-rejected.png') })

    // The controls are outside the modal: change the answer from script, as a person would between two tries.
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="behaviour"][value="approve"]')
      input?.click()
    })
    await retry.click()
    await expect(modal.status).toHaveText('connected')
    await expect(modal.dialog).toBeHidden()
  })

  test('a failing wallet shows "Failed to connect" and the waiting state shows first', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.answer('fail')
    await modal.setDelay(800)
    await modal.connectButton.click()
    await modal.walletRow('Memory Solana Wallet').click()
    await expect(modal.dialog.getByText('Continue in Memory Solana Wallet')).toBeVisible()
    await expect(modal.dialog.getByRole('alert')).toContainText('Failed to connect')
    await expect(modal.dialog.getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  test('focus is trapped in the dialog both ways and returns to the opener', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectButton.focus()
    await page.keyboard.press('Enter')
    await expect(modal.dialog).toBeVisible()
    await expect(modal.walletRow('Memory EVM Wallet')).toBeVisible()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await modal.focusIsInDialog(), `Tab ${i + 1}: ${await modal.focusedLabel()}`).toBe(true)
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await modal.focusIsInDialog(), `Shift+Tab ${i + 1}: ${await modal.focusedLabel()}`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
    await expect(modal.connectButton).toBeFocused()
  })

  test('axe: Connect and Account have no serious or critical violations', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectButton.click()
    await expect(modal.walletRow('Memory EVM Wallet')).toBeVisible()
    const serious = () => seriousViolations(page)
    expect(await serious()).toEqual([])
    await modal.walletRow('Memory EVM Wallet').click()
    await expect(modal.status).toHaveText('connected')
    await page.getByRole('button', { name: 'Account 0x7099…79C8' }).click()
    await expect(modal.dialog).toHaveAccessibleName('Account')
    // §9: balances are not shown on testnets (the lab's local chain is one): 0.00 although the wallet holds 1.5.
    await expect(modal.dialog.getByTestId('portico-balance')).toHaveText('0.00 ETH')
    await page.screenshot({ path: artifact('modal-account.png') })
    expect(await serious()).toEqual([])
  })

  test('a hostile host stylesheet does not change the modal', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectButton.click()
    const row = modal.walletRow('Memory EVM Wallet')
    await expect(row).toBeVisible()
    await page.waitForTimeout(300) // let the opening animation finish before measuring
    const measure = () =>
      page.evaluate(() => {
        const root = document.querySelector('portico-modal')?.shadowRoot
        const pick = (selector: string) => {
          const element = root?.querySelector(selector)
          if (!element) return null
          const style = getComputedStyle(element)
          const box = element.getBoundingClientRect()
          return {
            box: [box.width, box.height].map(Math.round),
            color: style.color,
            background: style.backgroundColor,
            font: `${style.fontFamily} ${style.fontSize} ${style.lineHeight}`,
            padding: style.padding,
            margin: style.margin,
            display: style.display,
          }
        }
        return {
          dialog: pick('[role="dialog"]'),
          title: pick('h2'),
          row: pick('[part="wallet-row"]'),
          close: pick('[part="close-button"]'),
        }
      })
    const before = await measure()
    expect(before.dialog).not.toBeNull()
    await page.addStyleTag({
      content: `
        body { font: 40px/3 serif !important; color: red !important; letter-spacing: 4px !important; }
        * { box-sizing: content-box !important; }
        div, ul, li { margin: 20px !important; padding: 20px !important; background: yellow !important; }
        button { background: red !important; color: lime !important; padding: 40px !important; font: 30px serif !important; }
        h2 { font-size: 60px !important; color: red !important; }
        [role="dialog"], .portico-dialog, .portico-list-item { display: none !important; background: red !important; }
      `,
    })
    const after = await measure()
    expect(after).toEqual(before)
    await expect(row).toBeVisible()
    await page.screenshot({ path: artifact('modal-hostile-css.png') })
  })
})
