import { DEV_ACCOUNTS } from '@portico/testing'
import { type Hex, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { chainClient, connectTestWallet, EvmLabPage, injectTestWallet, TEST_WALLET } from '../pages/evm-lab'

const ADDRESS = DEV_ACCOUNTS[5]!.address

test.describe('EVM on the lab: a real test wallet over the local anvil chains', () => {
  test('connect via the modal (EIP-6963), both hooks agree, the real balance shows', async ({ page, stack }) => {
    const wallet = await injectTestWallet(page, stack)
    const lab = new EvmLabPage(page)
    await lab.goto()
    await lab.expectDisconnected(expect)
    await lab.chooseWallet(TEST_WALLET.name)
    await lab.expectConnected(expect, ADDRESS, 31337)
    await expect(lab.dialog).toBeHidden()
    expect(wallet.requests.some((r) => r.method === 'eth_requestAccounts')).toBe(true)

    const onChain = await chainClient(stack, 31337).getBalance({ address: ADDRESS })
    expect(onChain).toBeGreaterThan(0n)
    await expect(lab.portico('balance')).toContainText('ETH')
    const shown = Number.parseFloat((await lab.portico('balance').textContent()) ?? 'NaN')
    expect(shown).toBeCloseTo(Number(onChain) / 1e18, 6)

    // The Account view shows the same real balance: the lab's local chains are not marked as testnets (§9 would say 0.00).
    await page.getByRole('button', { name: /^Account 0x/ }).click()
    const header = lab.dialog.getByTestId('portico-balance')
    await expect(header).toContainText('ETH', { timeout: 10_000 })
    const inView = Number.parseFloat(((await header.textContent()) ?? '').replace(/[^0-9.]/g, ''))
    expect(Math.abs(inView - Number(onChain) / 1e18)).toBeLessThan(0.01)
    expect(inView).toBeGreaterThan(0)
    expect((await lab.log()).disagreements).toEqual([])
  })

  test('personal_sign: the signature verifies with viem', async ({ page, stack }) => {
    const { lab } = await connectTestWallet(page, stack, expect)
    const message = `Portico e2e ${Date.now()}`
    await lab.setMessage(message)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const { state, text } = await lab.outcome('sign')
    expect(state).toBe('ok')
    const signature = text.trim() as Hex
    expect(await verifyMessage({ address: ADDRESS, message, signature })).toBe(true)
    expect(await verifyMessage({ address: DEV_ACCOUNTS[6]!.address, message, signature })).toBe(false)
  })

  test('send 0.01 ETH: the receipt is mined on anvil and both balances change', async ({ page, stack }) => {
    await injectTestWallet(page, stack)
    const lab = new EvmLabPage(page)
    const client = chainClient(stack, 31337)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await lab.goto()
    await lab.chooseWallet(TEST_WALLET.name)
    await lab.expectConnected(expect, ADDRESS, 31337)
    const before = await client.getBalance({ address: ADDRESS })
    await lab.setRecipient(recipient, '0.01')
    await page.getByRole('button', { name: 'Send transaction' }).click()
    const { state, text } = await lab.outcome('send')
    expect(state, text).toBe('ok')
    const hash = text.match(/0x[0-9a-f]{64}/)?.[0] as Hex
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.type).toBe('legacy')
    expect(receipt.from.toLowerCase()).toBe(ADDRESS.toLowerCase())
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.01'))
    const after = await client.getBalance({ address: ADDRESS })
    expect(before - after).toBe(parseEther('0.01') + receipt.gasUsed * receipt.effectiveGasPrice)
  })
})
