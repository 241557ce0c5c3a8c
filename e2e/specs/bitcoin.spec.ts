import type { BtcTestWallet } from '@portico/testing/btc-wallet'
import { Verifier } from 'bip322-js'
import { address as btcAddress, networks, Psbt } from 'bitcoinjs-lib'
import { BTC_WALLET_NAME, connectThroughModal, expect, test } from '../fixtures/chain-wallets'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** An unsigned PSBT spending a fresh 50,000-sat UTXO of the wallet's payment address back to it (1,000 sats fee). */
function spendToSelf(wallet: Pick<BtcTestWallet, 'receive'>, payment: string) {
  const utxo = wallet.receive(50_000n)
  const psbt = new Psbt({ network: networks.regtest })
  psbt.addInput({
    hash: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: btcAddress.toOutputScript(payment, networks.regtest), value: utxo.value },
  })
  psbt.addOutput({ address: payment, value: 49_000n })
  return psbt
}

test.describe('bitcoin on the lab (sats-connect test wallet, real keys)', () => {
  test.beforeEach(async ({ page, btcWallet }) => {
    expect(btcWallet.network).toBe('regtest')
    await page.goto('/?config=bitcoin')
    await page.getByTestId('lab-bitcoin').waitFor()
  })

  const connect = (page: import('@playwright/test').Page) => connectThroughModal(page, BTC_WALLET_NAME, 'btc-status')

  test('connects payment (index 0) and ordinal (index 1) accounts; BIP-322 and ECDSA signatures verify', async ({
    page,
    btcWallet,
  }) => {
    await connect(page)
    const [payment, ordinal] = btcWallet.accounts
    await expect(page.getByTestId('btc-address')).toHaveText(payment?.address as string)
    await expect(page.getByTestId('btc-network')).toHaveText(REGTEST)
    const rows = page.getByTestId('btc-accounts').getByRole('row')
    await expect(rows).toHaveCount(2)
    await expect(rows.nth(0)).toHaveAttribute('data-type', 'payment')
    await expect(rows.nth(0)).toContainText(payment?.publicKey as string)
    await expect(rows.nth(0)).toContainText("m/84'/1'/0'/0/0")
    await expect(rows.nth(1)).toHaveAttribute('data-type', 'ordinal')
    await expect(rows.nth(1)).toContainText(ordinal?.address as string)

    const result = page.getByTestId('btc-sign-result')
    await page.getByLabel('Message').fill('Portico e2e says hi')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(result).toHaveAttribute('data-state', 'ok', { timeout: 10_000 })
    const bip322 = (await result.textContent()) ?? ''
    expect(Verifier.verifySignature(payment?.address as string, 'Portico e2e says hi', bip322)).toBe(true)
    expect(Verifier.verifySignature(payment?.address as string, 'Portico e2e says bye', bip322)).toBe(false)

    await page.getByLabel('Protocol').selectOption('ecdsa')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(result).toHaveAttribute('data-state', 'ok', { timeout: 10_000 })
    await expect(result).not.toHaveText(bip322)
    const legacy = (await result.textContent()) ?? ''
    expect(Verifier.verifySignature(payment?.address as string, 'Portico e2e says hi', legacy)).toBe(true)
  })

  test('signs a PSBT over a UTXO given to the wallet and sends a transfer it builds', async ({ page, btcWallet }) => {
    await connect(page)
    const payment = btcWallet.accounts[0]?.address as string
    const psbt = spendToSelf(btcWallet, payment)
    await page.getByLabel('PSBT (base64)').fill(psbt.toBase64())
    await page.getByRole('button', { name: 'Sign PSBT' }).click()
    const signed = page.getByTestId('btc-psbt-result')
    await expect(signed).toHaveAttribute('data-state', 'ok', { timeout: 10_000 })
    const back = Psbt.fromBase64((await signed.textContent()) ?? '', { network: networks.regtest })
    expect(back.data.inputs[0]?.partialSig?.[0]?.pubkey).toBeDefined()
    back.finalizeAllInputs()
    expect(back.extractTransaction().ins[0]?.witness).toHaveLength(2)

    const ordinal = btcWallet.accounts[1]?.address as string
    btcWallet.receive(80_000n)
    await page.getByLabel('To', { exact: true }).fill(ordinal)
    await page.getByLabel('Amount (sats)').fill('30000')
    await page.getByRole('button', { name: 'Send transfer' }).click()
    const sent = page.getByTestId('btc-send-result')
    await expect(sent).toHaveAttribute('data-state', 'ok', { timeout: 10_000 })
    await expect(sent).toHaveText(/^[0-9a-f]{64}$/)
    expect(btcWallet.broadcasts).toHaveLength(1)
  })

  test('a rejected connection and a declined signature show catalogue errors; state stays consistent', async ({
    page,
    btcWallet,
  }) => {
    btcWallet.setBehaviour('getAccounts', 'reject')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(BTC_WALLET_NAME) })
      .click()
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Connection rejected', { timeout: 10_000 })
    await expect(page.getByTestId('btc-status')).toHaveText('disconnected')
    btcWallet.setBehaviour('getAccounts', 'approve')
    await page.getByRole('dialog').getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('btc-status')).toHaveText('connected', { timeout: 10_000 })

    btcWallet.setBehaviour('signMessage', 'reject')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByTestId('btc-sign-result')).toHaveText('SIGNATURE_DECLINED: Signature declined', {
      timeout: 10_000,
    })
    btcWallet.setBehaviour('signMessage', 'garbage')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByTestId('btc-sign-result')).toHaveText('SOMETHING_WENT_WRONG: Something went wrong', {
      timeout: 10_000,
    })
    await expect(page.getByTestId('btc-status')).toHaveText('connected')
  })

  test('garbage answers: a garbage connect is a clear error and leaves it disconnected; a garbage PSBT or transfer is a typed error and nothing is broadcast', async ({
    page,
    btcWallet,
  }) => {
    btcWallet.setBehaviour('getAccounts', 'garbage')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: new RegExp(BTC_WALLET_NAME) }).click()
    await expect(dialog.getByRole('alert')).toContainText('Failed to connect', { timeout: 10_000 })
    await expect(page.getByTestId('btc-status')).toHaveText('disconnected')
    await expect(page.getByTestId('btc-address')).toHaveText('')
    btcWallet.setBehaviour('getAccounts', 'approve')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('btc-status')).toHaveText('connected', { timeout: 10_000 })
    await expect(page.getByTestId('btc-address')).toHaveText(btcWallet.accounts[0]?.address as string)
    await page.keyboard.press('Escape')

    const payment = btcWallet.accounts[0]?.address as string
    const psbt = spendToSelf(btcWallet, payment)
    btcWallet.setBehaviour('signPsbt', 'garbage')
    await page.getByLabel('PSBT (base64)').fill(psbt.toBase64())
    await page.getByRole('button', { name: 'Sign PSBT' }).click()
    const signed = page.getByTestId('btc-psbt-result')
    await expect(signed).toHaveAttribute('data-state', 'error', { timeout: 10_000 })
    await expect(signed).toHaveText('SOMETHING_WENT_WRONG: Something went wrong')

    btcWallet.setBehaviour('sendTransfer', 'garbage')
    await page.getByLabel('To', { exact: true }).fill(btcWallet.accounts[1]?.address as string)
    await page.getByLabel('Amount (sats)').fill('30000')
    await page.getByRole('button', { name: 'Send transfer' }).click()
    const sent = page.getByTestId('btc-send-result')
    await expect(sent).toHaveAttribute('data-state', 'error', { timeout: 10_000 })
    await expect(sent).toHaveText('SOMETHING_WENT_WRONG: Something went wrong')
    expect(btcWallet.broadcasts).toHaveLength(0)
    await expect(page.getByTestId('btc-status')).toHaveText('connected')
  })

  test('reload restores the connection without a prompt; disconnect clears it and a reload stays disconnected', async ({
    page,
    btcWallet,
  }) => {
    await connect(page)
    const prompts = () => btcWallet.requests.filter((r) => r.method === 'getAccounts').length
    expect(prompts()).toBe(1)
    await page.reload()
    await expect(page.getByTestId('btc-status')).toHaveText('connected', { timeout: 10_000 })
    await expect(page.getByTestId('btc-address')).toHaveText(btcWallet.accounts[0]?.address as string)
    expect(prompts()).toBe(1)

    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('btc-status')).toHaveText('disconnected', { timeout: 10_000 })
    expect(btcWallet.isAuthorized).toBe(false)
    await page.reload()
    await page.getByTestId('lab-bitcoin').waitFor()
    await expect(page.getByTestId('btc-status')).toHaveText('disconnected')
  })

  test('the wallet vanishing mid-signature ends the session with a clear error', async ({ page, btcWallet }) => {
    await connect(page)
    btcWallet.setBehaviour('signMessage', 'hang')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByTestId('btc-sign-result')).toHaveAttribute('data-state', 'busy')
    await expect.poll(() => btcWallet.requests.some((r) => r.method === 'signMessage')).toBe(true)
    btcWallet.vanish()
    await expect(page.getByTestId('btc-sign-result')).toHaveText('DISCONNECTED: Disconnected', { timeout: 10_000 })
    await expect(page.getByTestId('btc-status')).toHaveText('disconnected', { timeout: 10_000 })
  })
})
