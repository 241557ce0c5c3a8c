import { DEV_TOKEN } from '@portico/dev-contracts'
import { DEV_ACCOUNTS } from '@portico/testing'
import { type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { chainClient, pusdBalance } from '../pages/evm-lab'
import { SendPage } from '../pages/send'
import { openInSafe } from '../support/safe-host'

// Send from the Account view of an app framed by a Safe (issue 17: every wallet type): the modal's request goes
// through the Safe connector to the host's sendTransactions, which executes it as a 1-of-1 Safe would; the chain
// then has the transfer. The Safe is dev account 7, as in evm-safe.spec.ts (which only reads its balance).
const SAFE_ADDRESS = DEV_ACCOUNTS[7]!.address
const fresh = () => privateKeyToAccount(generatePrivateKey()).address

interface SafeSent {
  to: string
  value: string
  data: string
  hash: string
}

test.describe('Send through a Safe', () => {
  test('ETH, then PUSD: each sent through the Safe, confirmed, and the balances moved on the chain', async ({
    page,
    stack,
    baseURL,
  }) => {
    const app = await openInSafe(page, stack, SAFE_ADDRESS, baseURL)
    await expect(app.getByTestId('portico-status')).toHaveText('connected', { timeout: 15_000 })
    await expect(app.getByTestId('portico-address')).toHaveText(SAFE_ADDRESS)
    const client = chainClient(stack, 31337)
    const pusdOf = (address: Hex) => pusdBalance(client, address)
    const sent = () => page.evaluate(() => (window as unknown as { __safeSent: SafeSent[] }).__safeSent)
    const send = new SendPage(app)

    await app.getByRole('button', { name: /^Account 0x/ }).click()
    await send.open()
    await expect(send.token).toContainText('ETH')
    const to = fresh()
    const safeBefore = await client.getBalance({ address: SAFE_ADDRESS })
    await send.fill('0.02', to)
    await expect(send.review).toBeEnabled({ timeout: 10_000 })
    await send.toPreview()
    await send.confirm()
    await expect(send.dialog.getByTestId('portico-send-confirmed')).toContainText('Transaction confirmed')
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.02'))
    expect(safeBefore - (await client.getBalance({ address: SAFE_ADDRESS }))).toBeGreaterThanOrEqual(parseEther('0.02'))
    const [ethSent] = await sent()
    expect(ethSent?.to.toLowerCase()).toBe(to.toLowerCase())
    const receipt = await client.getTransactionReceipt({ hash: ethSent?.hash as Hex })
    expect([receipt.status, receipt.from.toLowerCase()]).toEqual(['success', SAFE_ADDRESS.toLowerCase()])

    await send.dialog.getByRole('button', { name: 'Back to account' }).click()
    await send.open()
    await send.pickToken('PUSD')
    const other = fresh()
    const pusdBefore = await pusdOf(SAFE_ADDRESS)
    await send.fill('2.5', other)
    await expect(send.review).toBeEnabled({ timeout: 10_000 })
    await send.toPreview()
    await send.confirm()
    await expect(send.dialog.getByTestId('portico-send-confirmed')).toContainText('Transaction confirmed')
    expect(await pusdOf(other)).toBe(2_500_000n)
    expect(pusdBefore - (await pusdOf(SAFE_ADDRESS))).toBe(2_500_000n)
    const pusdSent = (await sent())[1]
    expect(pusdSent?.to.toLowerCase()).toBe(DEV_TOKEN.address.toLowerCase())
    expect(pusdSent?.value).toBe('0x0')
  })
})
