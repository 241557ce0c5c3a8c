import { expect, test } from '../fixtures'
import { LabHomePage } from '../pages/lab-home'
import { artifact } from '../support/paths'

test('the lab home lists the configurations and the dev-stack URLs', async ({ page, stack }) => {
  const home = new LabHomePage(page)
  await home.goto()
  await expect(home.heading).toBeVisible()
  await expect(home.configLinks.first()).toBeVisible()
  await expect(home.stackTable).toContainText(stack.urls.api)
  await expect(home.stackTable).toContainText(stack.urls.lab)
  await home.screenshot(artifact('lab-home.png'))
})
