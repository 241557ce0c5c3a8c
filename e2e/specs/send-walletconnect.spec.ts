import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures/walletconnect'
import { chainClient } from '../pages/evm-lab'
import { SendPage } from '../pages/send'
import { WalletConnectLabPage, WC_ACCOUNT } from '../pages/walletconnect-lab'

test('Send with the WalletConnect test wallet: the request goes over the relay, the chain has it', async ({
  page,
  stack,
  wallets,
}) => {
  const wallet = await wallets.create(stack)
  const lab = new WalletConnectLabPage(page)
  const send = new SendPage(page)
  await lab.goto()
  const { uri } = await lab.openQr()
  await wallet.pair(uri)
  await expect(lab.field('portico-status')).toHaveText('connected', { timeout: 10_000 })
  await expect(lab.dialog).toBeHidden()
  await page.getByRole('button', { name: /^Account 0x/ }).click()
  await send.open()
  await expect(send.token).toContainText('ETH', { timeout: 10_000 })
  const to = privateKeyToAccount(generatePrivateKey()).address
  await send.fill('0.0042', to)
  await expect(send.review).toBeEnabled({ timeout: 10_000 })
  await send.toPreview()
  await expect(lab.dialog.getByTestId('portico-send-preview-to')).toContainText(to)
  await send.confirm()
  await expect(lab.dialog.getByTestId('portico-send-confirmed')).toContainText('Transaction confirmed')
  expect(await chainClient(stack, 31337).getBalance({ address: to })).toBe(parseEther('0.0042'))
  const receipt = await chainClient(stack, 31337).getTransactionReceipt({
    hash: (await lab.dialog.getByTestId('portico-send-confirmed').locator('bdi').textContent()) as `0x${string}`,
  })
  expect(receipt.from.toLowerCase()).toBe(WC_ACCOUNT.address.toLowerCase())
})
