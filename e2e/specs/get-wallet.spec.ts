import { expect, test } from '../fixtures'
import { EvmLabPage } from '../pages/evm-lab'
import { seriousViolations } from '../support/axe'

// A first-time user with no browser wallet (this context injects none): Connect says so instead of offering an
// injected row that would fail, and leads to AppKit's GetWallet and Downloads views over the service's catalogue.
test('no wallet in the browser: the message, Get a wallet, one wallet’s install links; axe on each view', async ({
  page,
}) => {
  const lab = new EvmLabPage(page)
  await lab.goto()
  await lab.connectButton.click()
  const dialog = lab.dialog
  await expect(dialog.getByText('No wallet was found in this browser.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: /Injected/ })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])

  await dialog.getByRole('button', { name: 'Get a wallet' }).click()
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Get a wallet')
  const wallets = dialog.getByRole('list', { name: 'Get a wallet' }).getByRole('button')
  await expect(wallets.first()).toBeVisible({ timeout: 10_000 })
  expect(await wallets.count()).toBeGreaterThan(1)
  expect(await seriousViolations(page)).toEqual([])

  const name = (await wallets.first().getAttribute('data-wallet')) ?? ''
  await wallets.first().click()
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Install a wallet')
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(name)
  const links = dialog.getByRole('list', { name }).getByRole('button')
  await expect(links.first()).toHaveText(/Chrome extension|iOS app|Android app|Website/)
  expect(await seriousViolations(page)).toEqual([])

  await dialog.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Get a wallet')
})
