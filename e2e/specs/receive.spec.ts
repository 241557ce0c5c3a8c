import type { Locator, Page } from '@playwright/test'
import { DEV_ACCOUNTS } from '@portico/testing'
import {
  BTC_WALLET_NAME,
  test as chainTest,
  connectThroughModal,
  DOT_EXTENSION,
  expect,
} from '../fixtures/chain-wallets'
import { test as solanaTest } from '../fixtures/solana'
import { EvmLabPage, injectTestWallet } from '../pages/evm-lab'
import { SOLANA_ACCOUNT } from '../pages/solana-lab'
import { seriousViolations } from '../support/axe'
import { artifact } from '../support/paths'
import { decodeQr } from '../support/qr'

// Dev account 3 only reads here (no transaction), so sharing it with another spec changes nothing for either.
const EVM_WALLET = { name: 'Receive Test Wallet', rdns: 'dev.portico.receive', account: 3, letter: 'R' }

/** Opens WalletReceive with the lab's Receive button (open({ view: 'WalletReceive' })) and checks what it shows. */
async function expectReceive(page: Page, address: string, networks: RegExp[], shot: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Receive', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toHaveAccessibleName('Receive')
  const view = dialog.getByTestId('portico-receive')
  await expect(view).toHaveAttribute('data-address', address)
  const qr = view.getByRole('img', { name: /^QR code of your address on / })
  await expect(qr).toBeVisible()
  // The QR holds the address itself: a phone's scanner reads exactly it.
  expect(await decodeQr(page, qr)).toBe(address)
  const list = view.getByRole('list', { name: 'Networks this address works on' })
  const rows = list.getByRole('listitem')
  await expect(rows).toHaveCount(networks.length)
  for (const [i, name] of networks.entries()) await expect(rows.nth(i)).toContainText(name)
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: artifact(shot) })
  return view
}

chainTest.describe('WalletReceive on each chain: the QR decodes to the connected address', () => {
  chainTest(
    'EVM (injected test wallet): QR, both local chains, copy confirms with a toast',
    async ({ page, context, stack }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await injectTestWallet(page, stack, EVM_WALLET)
      const lab = new EvmLabPage(page)
      await lab.goto()
      await lab.chooseWallet(EVM_WALLET.name)
      const address = DEV_ACCOUNTS[EVM_WALLET.account]!.address
      await lab.expectConnected(expect, address, 31337)
      const view = await expectReceive(page, address, [/Portico Local/, /Portico Local 2/], 'receive-evm.png')
      await view.getByRole('button', { name: 'Copy address' }).click()
      await expect(page.locator('portico-modal').getByText('Address copied')).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
    },
  )

  chainTest(
    'Bitcoin (sats-connect test wallet, regtest): the bcrt1 address works on regtest only',
    async ({ page, btcWallet }) => {
      await page.goto('/?config=bitcoin')
      await page.getByTestId('lab-bitcoin').waitFor()
      await connectThroughModal(page, BTC_WALLET_NAME, 'btc-status')
      const payment = btcWallet.accounts[0]?.address as string
      expect(payment.startsWith('bcrt1')).toBe(true)
      await expectReceive(page, payment, [/Bitcoin Regtest/], 'receive-bitcoin.png')
    },
  )

  chainTest('Polkadot (injected sr25519 extension): QR of the selected account', async ({ page, dotWallet }) => {
    await page.goto('/?config=polkadot')
    await page.getByTestId('lab-polkadot').waitFor()
    await connectThroughModal(page, DOT_EXTENSION, 'dot-status')
    const alice = dotWallet.accounts[0]?.address as string
    await expectReceive(page, alice, [/Polkadot/, /Westend/], 'receive-polkadot.png')
  })
})

solanaTest(
  'WalletReceive on Solana (Wallet Standard test wallet): the QR decodes to the address',
  async ({ page, solanaLab: lab }) => {
    await lab.goto()
    await lab.chooseWallet()
    await expect(lab.field('status')).toHaveText('connected', { timeout: 10_000 })
    await expect(lab.dialog).toBeHidden()
    await expectReceive(
      page,
      SOLANA_ACCOUNT.address,
      [/Solana Localnet/, /Solana Devnet/, /^.?Solana/],
      'receive-solana.png',
    )
  },
)
