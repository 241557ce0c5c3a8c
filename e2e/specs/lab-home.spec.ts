import { expect, test } from '../fixtures'
import { LabHomePage } from '../pages/lab-home'
import { artifact } from '../support/paths'

// On the dev stack's own lab (Vite's dev server, what `pnpm lab` serves), not the production build the other specs use.
test('the lab home lists the configurations and the dev-stack URLs', async ({ page, stack }) => {
  const home = new LabHomePage(page)
  await home.goto(stack.urls.lab)
  await expect(home.heading).toBeVisible()
  await expect(home.configLinks.first()).toBeVisible()
  // The lab is the page itself; the other pieces of the stack are listed with their URLs.
  await expect(home.stackTable).toContainText(stack.urls.api)
  for (const rpc of Object.values(stack.urls.evm)) await expect(home.stackTable).toContainText(rpc)
  await home.screenshot(artifact('lab-home.png'))
})

// Issue budget: the whole stack (both chains with contracts, api, relay, Solana service, lab) up in ≤ 5 s. The e2e
// step runs alone, so this is the stack's start on a machine doing nothing else (prepared: see global-setup).
test('the dev stack came up within 5 s', ({ stack }) => {
  console.log(`dev stack with lab up in ${stack.startMs} ms`)
  expect(stack.startMs).toBeGreaterThan(0)
  expect(stack.startMs).toBeLessThanOrEqual(5000)
})
