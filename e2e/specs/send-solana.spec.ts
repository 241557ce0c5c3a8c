import { SOLANA_DEV_ACCOUNTS, SOLANA_DEV_TOKEN } from '@portico/testing'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { expect, test } from '../fixtures'
import { SendPage } from '../pages/send'
import { injectSolanaTestWallet, lamportsOf, SolanaLabPage, tokenAmountOf } from '../pages/solana-lab'
import { seriousViolations } from '../support/axe'

// Solana dev account 6 sends here and nowhere else; recipients are fresh keys.
const ACCOUNT = SOLANA_DEV_ACCOUNTS[6]!
const fresh = () => bs58.encode(nacl.sign.keyPair().publicKey)

test.describe('Send on Solana localnet with the Wallet Standard test wallet (LiteSVM service)', () => {
  test.beforeEach(async ({ page, stack }) => {
    await injectSolanaTestWallet(page, stack, { account: ACCOUNT })
    const lab = new SolanaLabPage(page)
    await lab.goto()
    await lab.chooseWallet()
    await expect(lab.field('status')).toHaveText('connected', { timeout: 10_000 })
    await page.getByRole('button', { name: /^Account / }).click()
    await new SendPage(page).open()
  })

  test('SOL: the fee is the chain fee; send → confirm → the ledger has it', async ({ page, stack }) => {
    const send = new SendPage(page)
    await expect(send.token).toContainText('SOL', { timeout: 10_000 })
    const to = fresh()
    await send.fill('0.05', to)
    await send.toPreview()
    await expect(send.dialog.getByTestId('portico-send-fee')).toHaveText('0.000005 SOL')
    expect(await seriousViolations(page)).toEqual([])
    await send.confirm()
    await expect(send.dialog.getByTestId('portico-send-confirmed')).toContainText('Transaction confirmed')
    expect(await lamportsOf(stack, to)).toBe(50_000_000)
  })

  test('an SPL token (PUSD): sendTransaction with the mint; the recipient holds it', async ({ page, stack }) => {
    const send = new SendPage(page)
    await send.pickToken('PUSD')
    const to = fresh()
    const before = Number(await tokenAmountOf(stack, ACCOUNT.address, SOLANA_DEV_TOKEN.mint))
    await send.fill('2.5', to)
    await send.toPreview()
    await send.confirm()
    await expect(send.dialog.getByTestId('portico-send-confirmed')).toBeVisible()
    expect(await tokenAmountOf(stack, to, SOLANA_DEV_TOKEN.mint)).toBe('2.5')
    expect(before - Number(await tokenAmountOf(stack, ACCOUNT.address, SOLANA_DEV_TOKEN.mint))).toBeCloseTo(2.5, 6)
  })

  test('an EVM address and an over-balance amount show inline errors and send nothing', async ({ page, stack }) => {
    const send = new SendPage(page)
    const to = fresh()
    await send.fill('0.01', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    await expect(send.field('To')).toHaveAccessibleDescription(/Invalid address/)
    await expect(send.review).toBeDisabled()
    await send.fill('5000', to)
    await expect(send.field('Amount')).toHaveAccessibleDescription(/Insufficient funds/)
    await expect(send.review).toBeDisabled()
    expect(await lamportsOf(stack, to)).toBe(0)
  })
})
