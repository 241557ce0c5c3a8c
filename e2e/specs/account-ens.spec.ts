import { DEV_ACCOUNTS } from '@portico/testing'
import { expect, test } from '../fixtures'
import { EvmLabPage, injectTestWallet } from '../pages/evm-lab'
import { artifact } from '../support/paths'

// Dev account 4 is alice.eth on the dev stack's own ENS contracts (@portico/dev-contracts deployDevEns), with a
// reverse record and an avatar text record (an SVG data URI); no other spec connects it.
const ACCOUNT = 4
const ADDRESS = DEV_ACCOUNTS[ACCOUNT]!.address
const WALLET = { name: 'ENS Test Wallet', rdns: 'dev.portico.ens', account: ACCOUNT, letter: 'E' }

test('Account shows the ENS name and avatar of the dev ENS, resolved by apps/api and checked forward', async ({
  page,
  stack,
}) => {
  await injectTestWallet(page, stack, WALLET)
  const lab = new EvmLabPage(page)
  await lab.goto()
  await lab.chooseWallet(WALLET.name)
  await lab.expectConnected(expect, ADDRESS, 31337)
  await page.getByRole('button', { name: /^Account 0x/ }).click()
  await expect(lab.dialog).toHaveAccessibleName('Account')
  await expect(lab.dialog.getByTestId('portico-account-name')).toHaveText('alice.eth', { timeout: 10_000 })
  await expect(lab.dialog.locator('.portico-avatar img').first()).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml;base64,/,
  )
  // A named account is offered no name to choose.
  await expect(lab.dialog.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)
  await page.screenshot({ path: artifact('modal-account-ens.png') })
})
