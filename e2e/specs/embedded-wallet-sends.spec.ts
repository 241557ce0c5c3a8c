import { DEV_TOKEN, porticoDevTokenAbi } from '@portico/dev-contracts'
import { rpc, SOLANA_DEV_ACCOUNTS, SOLANA_DEV_TOKEN, sendDevTokens } from '@portico/testing'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { encodeFunctionData, type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { SOLANA_MESSAGE } from '../pages/embedded-lab'
import { chainClient, pusdBalance } from '../pages/evm-lab'
import { SendPage } from '../pages/send'
import { lamportsOf, solanaRpc, tokenAmountOf } from '../pages/solana-lab'
import { seriousViolations } from '../support/axe'
import { EmbeddedLab } from '../support/embedded-email'
import { newEmail } from '../support/mailbox'
import type { StackInfo } from '../support/stack'

// Sends through the embedded wallet, end to end, with the dev stack's real secure site, apps/api, SMTP sink, anvil
// and local Solana RPC: the modal's WalletSend (ETH, an ERC-20, SOL, an SPL token) and the app's own Solana requests,
// each approved (or declined) in ApproveTransaction and signed in the frame.

class SendsLab extends EmbeddedLab {
  /**
   * Signed in as a new user whose Solana account has 1 SOL (and `fund`'s holdings), then Account → Switch network →
   * Solana Localnet (the same sign-in's Solana account becomes the active one) → WalletSend.
   */
  async solanaSend(stack: StackInfo, label: string, fund?: (owner: string) => Promise<unknown>) {
    await this.goto()
    await this.signIn(stack.urls.mailbox as string, newEmail(label))
    const owner = await this.page.getByTestId('hook-solana-address').innerText()
    await this.airdrop(stack, owner)
    await fund?.(owner)
    await this.page.getByRole('button', { name: /0x/ }).first().click()
    await this.dialog.getByRole('button', { name: 'Switch network' }).click()
    await this.dialog.locator('[data-network="solana:localnet"]').click()
    const send = new SendPage(this.page)
    await send.open()
    return { owner, send }
  }

  /** 1 SOL to `owner` on the local RPC, waited for. */
  async airdrop(stack: StackInfo, owner: string) {
    await solanaRpc(stack, 'requestAirdrop', [owner, 1_000_000_000])
    await expect.poll(() => lamportsOf(stack, owner)).toBeGreaterThanOrEqual(1_000_000_000)
  }

  /** Send on the preview, Reject in ApproveTransaction: back on the preview with §8's message, Send offered again. */
  async declineSend(send: SendPage) {
    const approve = this.dialog.getByTestId('portico-approve-transaction')
    await send.send.click()
    await expect(approve).toBeVisible({ timeout: 15_000 })
    await approve.getByRole('button', { name: 'Reject' }).click()
    await expect(this.dialog.getByRole('alert')).toContainText('User rejected the request', { timeout: 10_000 })
    await expect(this.dialog).toHaveAccessibleName('Review Send')
    await expect(send.send).toBeEnabled()
    return approve
  }
}

test.describe('embedded wallet: sends (real secure site, apps/api, SMTP sink, anvil, Solana RPC)', () => {
  test.describe.configure({ timeout: 120_000 })

  test('Send from the Account view: WalletSend → preview → ApproveTransaction → approved, confirmed on anvil, balances moved', async ({
    page,
    stack,
  }) => {
    const mailbox = stack.urls.mailbox as string
    const evm = stack.urls.evm?.[31337] as string
    const lab = new SendsLab(page)
    await lab.goto()
    await lab.signIn(mailbox, newEmail('send'))
    const address = (await lab.address()) as Hex
    await rpc(evm, 'anvil_setBalance', [address, '0xde0b6b3a7640000'])
    const to = privateKeyToAccount(generatePrivateKey()).address
    const balanceOf = async (who: string) => BigInt((await rpc(evm, 'eth_getBalance', [who, 'latest'])) as string)

    await page.getByRole('button', { name: /0x/ }).first().click()
    const send = new SendPage(page)
    await send.open()
    await expect(send.token).toContainText('ETH', { timeout: 10_000 })
    await send.fill('0.05', to)
    await expect(send.review).toBeEnabled({ timeout: 10_000 })
    await send.toPreview()
    await send.send.click()
    // The embedded wallet asks before it signs: ApproveTransaction with the send's value and recipient.
    const approve = lab.dialog.getByTestId('portico-approve-transaction')
    await expect(approve).toBeVisible({ timeout: 15_000 })
    await expect(approve.getByTestId('portico-approve-value')).toContainText('0.05 ETH')
    await expect(approve.getByTestId('portico-approve-to')).toContainText(to.slice(0, 6))
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(lab.dialog.getByTestId('portico-send-confirmed')).toContainText('Transaction confirmed', {
      timeout: 30_000,
    })
    expect(await balanceOf(to)).toBe(parseEther('0.05'))
    expect(parseEther('1') - (await balanceOf(address))).toBeGreaterThanOrEqual(parseEther('0.05'))
  })

  test('Solana: a message signed in the frame passes an ed25519 check; SOL approved in ApproveTransaction arrives on the local RPC', async ({
    page,
    stack,
  }) => {
    const recipient = bs58.encode(nacl.sign.keyPair().publicKey)
    const lab = new SendsLab(page)
    await lab.goto(`&solanaRecipient=${recipient}`)
    await lab.signIn(stack.urls.mailbox as string, newEmail('lovelace'))
    const owner = await page.getByTestId('hook-solana-address').innerText()
    expect(bs58.decode(owner)).toHaveLength(32)

    await page.getByRole('button', { name: 'Sign a Solana message' }).click()
    await expect(page.getByTestId('solana-sign-result')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/, {
      timeout: 15_000,
    })
    const signature = bs58.decode(await page.getByTestId('solana-sign-result').innerText())
    const message = new TextEncoder().encode(SOLANA_MESSAGE)
    expect(nacl.sign.detached.verify(message, signature, bs58.decode(owner))).toBe(true)

    await lab.airdrop(stack, owner)
    await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
    const approve = lab.dialog.getByTestId('portico-approve-transaction')
    await expect(approve).toBeVisible()
    await expect(approve.getByTestId('portico-approve-method')).toContainText('solana_signAndSendTransaction')
    await expect(approve.getByTestId('portico-approve-summary')).toHaveText(/System Program/)
    await expect(approve.getByTestId('portico-approve-value')).toContainText('0.01 SOL')
    await expect(approve.getByTestId('portico-approve-to')).toContainText(recipient.slice(0, 4))
    expect(await seriousViolations(page)).toEqual([])
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('solana-send-result')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/, {
      timeout: 20_000,
    })
    await expect.poll(() => lamportsOf(stack, recipient)).toBe(10_000_000)
  })

  test('PUSD from WalletSend: declined in ApproveTransaction → back on the preview, nothing sent; approved → writeContract transfer confirmed, the recipient holds it on chain', async ({
    page,
    stack,
  }) => {
    const evm = stack.urls.evm?.[31337] as string
    const lab = new SendsLab(page)
    await lab.goto()
    await lab.signIn(stack.urls.mailbox as string, newEmail('pusd'))
    const address = (await lab.address()) as Hex
    // Gas, and 10 PUSD minted to the embedded account (anyone may mint the dev token), before any view reads balances.
    await rpc(evm, 'anvil_setBalance', [address, '0xde0b6b3a7640000'])
    await rpc(evm, 'anvil_impersonateAccount', [address])
    await rpc(evm, 'eth_sendTransaction', [
      {
        from: address,
        to: DEV_TOKEN.address,
        data: encodeFunctionData({ abi: porticoDevTokenAbi, functionName: 'mint', args: [address, 10_000_000n] }),
      },
    ])
    await rpc(evm, 'anvil_stopImpersonatingAccount', [address])
    const client = chainClient(stack, 31337)
    const nonce = () => client.getTransactionCount({ address })
    const nonceBefore = await nonce()
    const to = privateKeyToAccount(generatePrivateKey()).address

    await page.getByRole('button', { name: /0x/ }).first().click()
    const send = new SendPage(page)
    await send.open()
    await send.token.click()
    const tokens = lab.dialog.getByRole('list', { name: 'Tokens with a balance' })
    await expect(tokens).toContainText('PUSD', { timeout: 20_000 })
    await tokens.getByRole('button', { name: /^PUSD/ }).click()
    await expect(send.token).toContainText('PUSD')
    await send.fill('2.5', to)
    await expect(send.review).toBeEnabled({ timeout: 10_000 })
    await send.toPreview()

    const approve = await lab.declineSend(send)
    expect(await pusdBalance(client, to)).toBe(0n)
    expect(await nonce()).toBe(nonceBefore)

    await send.send.click()
    await expect(approve).toBeVisible({ timeout: 15_000 })
    // The transfer as the calldata says it: the token's recipient, the contract, the amount in base units.
    await expect(approve.getByTestId('portico-approve-to')).toContainText(to.slice(0, 6), { ignoreCase: true })
    await expect(approve.getByTestId('portico-approve-token')).toContainText(DEV_TOKEN.address.slice(0, 6), {
      ignoreCase: true,
    })
    await expect(approve.getByTestId('portico-approve-token-amount')).toContainText('2500000')
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(lab.dialog.getByTestId('portico-send-confirmed')).toContainText('Transaction confirmed', {
      timeout: 30_000,
    })
    expect(await pusdBalance(client, to)).toBe(2_500_000n)
    expect(await pusdBalance(client, address)).toBe(7_500_000n)
  })

  test('SOL from WalletSend through the embedded Solana account: declined → back on the preview, nothing sent; approved → confirmed, the recipient has it on the local RPC', async ({
    page,
    stack,
  }) => {
    const recipient = bs58.encode(nacl.sign.keyPair().publicKey)
    const lab = new SendsLab(page)
    const { owner, send } = await lab.solanaSend(stack, 'sol-send')
    await expect(send.token).toContainText('SOL', { timeout: 20_000 })
    await send.fill('0.05', recipient)
    await expect(send.review).toBeEnabled({ timeout: 10_000 })
    await send.toPreview()
    await expect(send.dialog.getByTestId('portico-send-fee')).toHaveText('0.000005 SOL')

    const approve = await lab.declineSend(send)
    expect(await lamportsOf(stack, recipient)).toBe(0)

    await send.send.click()
    await expect(approve).toBeVisible({ timeout: 15_000 })
    await expect(approve.getByTestId('portico-approve-method')).toContainText('solana_signAndSendTransaction')
    await expect(approve.getByTestId('portico-approve-value')).toContainText('0.05 SOL')
    await expect(approve.getByTestId('portico-approve-to')).toContainText(recipient.slice(0, 4))
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(lab.dialog.getByTestId('portico-send-confirmed')).toContainText('Transaction confirmed', {
      timeout: 30_000,
    })
    expect(await lamportsOf(stack, recipient)).toBe(50_000_000)
    expect(await lamportsOf(stack, owner)).toBeLessThanOrEqual(1_000_000_000 - 50_000_000)
  })

  test('an SPL token (the dev PUSD mint) from WalletSend through the embedded Solana account: TransferChecked approved (recipient, mint and amount shown), confirmed, the recipient holds it', async ({
    page,
    stack,
  }) => {
    const recipient = bs58.encode(nacl.sign.keyPair().publicKey)
    const mint = SOLANA_DEV_TOKEN.mint
    const lab = new SendsLab(page)
    // 10 PUSD from Solana dev account 8, which no other spec sends from.
    const { owner, send } = await lab.solanaSend(stack, 'spl-send', (to) =>
      sendDevTokens(stack.urls.solana.http, SOLANA_DEV_ACCOUNTS[8]!, to, 10_000_000n),
    )
    // The embedded wallet knows no token names: the mint shows as its shortened address.
    await send.token.click()
    const tokens = lab.dialog.getByRole('list', { name: 'Tokens with a balance' })
    await expect(tokens).toContainText(mint.slice(0, 4), { timeout: 20_000 })
    await tokens.getByRole('button', { name: new RegExp(`^${mint.slice(0, 4)}`) }).click()
    await expect(send.token).toContainText(mint.slice(0, 4))
    await send.fill('2.5', recipient)
    await expect(send.review).toBeEnabled({ timeout: 10_000 })
    await send.toPreview()
    await send.send.click()
    const approve = lab.dialog.getByTestId('portico-approve-transaction')
    await expect(approve).toBeVisible({ timeout: 15_000 })
    await expect(approve.getByTestId('portico-approve-summary')).toContainText(
      'Associated Token Program, Token Program',
    )
    await expect(approve.getByTestId('portico-approve-to')).toContainText(recipient.slice(0, 4))
    await expect(approve.getByTestId('portico-approve-token')).toContainText(mint.slice(0, 4))
    await expect(approve.getByTestId('portico-approve-token-amount')).toContainText('2.5')
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect(lab.dialog.getByTestId('portico-send-confirmed')).toContainText('Transaction confirmed', {
      timeout: 30_000,
    })
    expect(await tokenAmountOf(stack, recipient, mint)).toBe('2.5')
    expect(await tokenAmountOf(stack, owner, mint)).toBe('7.5')
  })

  test('Solana signTransaction: approved in ApproveTransaction, signed in the frame (ed25519 over the message), and the app sends it to the local RPC', async ({
    page,
    stack,
  }) => {
    const recipient = bs58.encode(nacl.sign.keyPair().publicKey)
    const lab = new SendsLab(page)
    await lab.goto(`&solanaRecipient=${recipient}`)
    await lab.signIn(stack.urls.mailbox as string, newEmail('sol-sign'))
    const owner = (await page.getByTestId('hook-solana-address').textContent()) ?? ''
    await lab.airdrop(stack, owner)

    await page.getByRole('button', { name: 'Sign a 0.01 SOL transfer' }).click()
    const approve = lab.dialog.getByTestId('portico-approve-transaction')
    await expect(approve).toBeVisible({ timeout: 15_000 })
    await expect(approve.getByTestId('portico-approve-method')).toContainText('solana_signTransaction')
    await expect(approve.getByTestId('portico-approve-value')).toContainText('0.01 SOL')
    await approve.getByRole('button', { name: 'Approve' }).click()
    const output = page.getByTestId('solana-signed-transaction')
    // At least a signature's worth of base64: the lab shows "waiting" (also base64's alphabet) until the answer.
    await expect(output).toHaveText(/^[A-Za-z0-9+/]{88,}=*$/, { timeout: 15_000 })
    const wire = Buffer.from((await output.textContent()) ?? '', 'base64')
    // One signature (short-vec 1), then the message it signs.
    expect(wire[0]).toBe(1)
    const signature = wire.subarray(1, 65)
    const message = wire.subarray(65)
    expect(nacl.sign.detached.verify(message, signature, bs58.decode(owner))).toBe(true)
    // Nothing was sent by the wallet: the recipient has nothing until the app sends the signed transaction.
    expect(await lamportsOf(stack, recipient)).toBe(0)
    await solanaRpc(stack, 'sendTransaction', [wire.toString('base64'), { encoding: 'base64' }])
    await expect.poll(() => lamportsOf(stack, recipient)).toBe(10_000_000)
  })
})
