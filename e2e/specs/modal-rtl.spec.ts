import { expect, test } from '../fixtures'
import { ModalPage } from '../pages/modal'
import { artifact } from '../support/paths'

test('RTL: ?locale=ar lays the dialog out right to left (screenshot in artifacts/modal-rtl.png)', async ({ page }) => {
  const modal = new ModalPage(page)
  await modal.goto('&locale=ar')
  await page.getByRole('button', { name: 'ربط المحفظة' }).click()
  await expect(modal.dialog).toBeVisible()
  await expect(modal.dialog).toHaveAttribute('dir', 'rtl')
  await modal.openAllWallets('كل المحافظ', 'قائمة المحافظ')
  await expect(modal.searchBox('البحث عن المحافظ')).toBeVisible()
  // Mirrored: the search field's icon sits at the right edge, the close button at the left of the header.
  const dialogBox = await modal.dialog.boundingBox()
  const closeBox = await modal.dialog.getByRole('button', { name: 'إغلاق' }).boundingBox()
  if (!dialogBox || !closeBox) throw new Error('dialog or close button not laid out')
  expect(closeBox.x + closeBox.width / 2).toBeLessThan(dialogBox.x + dialogBox.width / 2)
  await page.screenshot({ path: artifact('modal-rtl.png') })
})
