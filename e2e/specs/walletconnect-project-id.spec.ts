import type { Page } from '@playwright/test'
import { SOLANA_DEV_ACCOUNTS } from '@portico/testing'
import { psbtInputSignedValidly } from '@portico/testing/btc-wallet'
import type { WcTestWallet } from '@portico/testing/wc-wallet'
import { Verifier } from 'bip322-js'
import { address as btcAddress, networks, Psbt, payments, Transaction } from 'bitcoinjs-lib'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { type Hex, verifyMessage } from 'viem'
import { expect, test } from '../fixtures/walletconnect'
import { lamportsOf, solanaRpc } from '../pages/solana-lab'
import { WC_ACCOUNT } from '../pages/walletconnect-lab'

// Issue 20 / §9 enableWalletConnect: the lab app gives createAppKit only a projectId and the service's apiUrl. The
// service names the dev stack's local relay, and the test wallet pairs over it; nothing reaches another host (the
// page guard fails the test on any request off this machine). Issue 21 / §2 rule 2: with no adapters at all, the
// modal opens on the basic WalletConnect view and pairs through it.

const MESSAGE = 'Hello from a projectId'
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** Opens the Connect view of the `adapters` variant, picks WalletConnect and pairs the test wallet from the QR. */
async function pairFromConnect(page: Page, wallet: WcTestWallet, adapters: string): Promise<void> {
  await page.goto(`/?config=walletconnect-project-id&adapters=${adapters}`)
  await page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /WalletConnect/ })
    .click({ timeout: 20_000 })
  const qr = page.getByTestId('portico-wc-qr')
  await expect(qr).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 })
  await wallet.pair((await qr.getAttribute('data-uri')) as string)
  await expect(page.getByTestId('portico-status')).toHaveText('connected', { timeout: 15_000 })
}

test.describe('WalletConnect from a projectId', () => {
  for (const variant of [
    { name: 'beside a WagmiAdapter, from the Connect view', query: '' },
    { name: 'with no adapters, through the basic WalletConnect view (§2 rule 2)', query: '&adapters=none' },
  ]) {
    test(variant.name, async ({ page, stack, wallets }) => {
      const wallet = await wallets.create(stack)
      await page.goto(`/?config=walletconnect-project-id${variant.query}`)
      await page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor()
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog')
      if (variant.query === '') await dialog.getByRole('button', { name: /WalletConnect/ }).click()
      const qr = page.getByTestId('portico-wc-qr')
      await expect(qr).toHaveAttribute('data-uri', /^wc:/, { timeout: 15_000 })
      const uri = (await qr.getAttribute('data-uri')) as string
      // The pairing went through the relay the service named: the local one the test wallet listens on.
      expect(uri).toMatch(/relay-protocol=irn/)
      await wallet.pair(uri)
      await expect(page.getByTestId('portico-status')).toHaveText('connected', { timeout: 15_000 })
      await expect(page.getByTestId('portico-caip-address')).toHaveText(`eip155:31337:${WC_ACCOUNT.address}`)

      await page.getByRole('button', { name: 'Sign message' }).click()
      const output = page.getByTestId('sign-result')
      await expect(output).toHaveText(/^0x/, { timeout: 30_000 })
      const signature = (await output.textContent()) as Hex
      expect(await verifyMessage({ address: WC_ACCOUNT.address as Hex, message: MESSAGE, signature })).toBe(true)
    })
  }

  // Issue 20: a Solana or Bitcoin adapter gets WalletConnect's connector from the projectId as the wagmi adapter
  // does; the session proposes the app's network and the test wallet signs with its real key (ed25519 for Solana,
  // a BIP-84 key with BIP-322 on regtest), checked here by an independent verifier.
  for (const variant of [
    {
      name: 'beside a SolanaAdapter, from the Connect view',
      adapters: 'solana',
      wallet: { solana: { chains: ['solana:localnet'] } },
      chain: 'solana:localnet',
      verifies: (address: string, signature: string) =>
        nacl.sign.detached.verify(new TextEncoder().encode(MESSAGE), bs58.decode(signature), bs58.decode(address)),
    },
    {
      name: 'beside a BitcoinAdapter, from the Connect view',
      adapters: 'bitcoin',
      wallet: { bitcoin: { chains: [REGTEST] } },
      chain: REGTEST,
      verifies: (address: string, signature: string) => Verifier.verifySignature(address, MESSAGE, signature),
    },
  ]) {
    test(variant.name, async ({ page, stack, wallets }) => {
      const wallet = await wallets.create(stack, 'approve', variant.wallet)
      const address = (wallet.solana?.address ?? wallet.bitcoin?.address) as string
      await pairFromConnect(page, wallet, variant.adapters)
      await expect(page.getByTestId('portico-caip-address')).toHaveText(`${variant.chain}:${address}`)

      await page.getByRole('button', { name: 'Sign message' }).click()
      const output = page.getByTestId('sign-result')
      await expect(output).not.toHaveText('', { timeout: 30_000 })
      expect(variant.verifies(address, (await output.textContent()) as string)).toBe(true)
    })
  }

  // Issue 20: transactions over the same session. The Solana wallet holds dev account 7's key (used by no other
  // spec) and sends through the dev stack's Solana service; the Bitcoin wallet signs with its BIP-84 key.
  test('a Solana-only app signs and sends a transaction over WalletConnect', async ({ page, stack, wallets }) => {
    const account = SOLANA_DEV_ACCOUNTS[7] as (typeof SOLANA_DEV_ACCOUNTS)[number]
    const solana = { chains: ['solana:localnet'], seed: account.secretKey.slice(0, 32), rpcUrl: stack.urls.solana.http }
    const wallet = await wallets.create(stack, 'approve', { solana })
    expect(wallet.solana?.address).toBe(account.address)
    await pairFromConnect(page, wallet, 'solana')
    const to = bs58.encode(nacl.sign.keyPair().publicKey)
    await page.getByLabel('Recipient').fill(to)
    const result = page.getByTestId('tx-result')

    await page.getByRole('button', { name: 'Sign transaction' }).click()
    await expect(result).not.toHaveText('', { timeout: 30_000 })
    // Wire format: one signature (the fee payer's, the wallet's account), then the message it covers.
    const signed = Buffer.from((await result.textContent()) as string, 'base64')
    expect(signed[0]).toBe(1)
    const message = signed.subarray(65)
    expect(nacl.sign.detached.verify(message, signed.subarray(1, 65), bs58.decode(account.address))).toBe(true)
    expect(nacl.sign.detached.verify(message, signed.subarray(1, 65), bs58.decode(to))).toBe(false)
    expect(await lamportsOf(stack, to)).toBe(0)

    await page.getByRole('button', { name: 'Send transaction' }).click()
    await expect(result).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, { timeout: 30_000 })
    const signature = (await result.textContent()) as string
    expect(wallet.requests.map((r) => r.method)).toContain('solana_signAndSendTransaction')
    expect(await lamportsOf(stack, to)).toBe(10_000_000)
    const { value } = await solanaRpc<{ value: ({ err: unknown } | null)[] }>(stack, 'getSignatureStatuses', [
      [signature],
    ])
    expect(value[0]).toMatchObject({ err: null })
  })

  test('a Bitcoin-only app signs a PSBT and sends a transfer over WalletConnect', async ({ page, stack, wallets }) => {
    const wallet = await wallets.create(stack, 'approve', { bitcoin: { chains: [REGTEST] } })
    const bitcoin = wallet.bitcoin as NonNullable<WcTestWallet['bitcoin']>
    await pairFromConnect(page, wallet, 'bitcoin')
    // A recipient of no one's: the secp256k1 generator point's native segwit address.
    const G = Buffer.from('0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', 'hex')
    const to = payments.p2wpkh({ pubkey: G, network: networks.regtest }).address as string
    const psbt = new Psbt({ network: networks.regtest })
    psbt.addInput({
      hash: 'cd'.repeat(32),
      index: 0,
      witnessUtxo: { script: btcAddress.toOutputScript(bitcoin.address, networks.regtest), value: 60_000n },
    })
    psbt.addOutput({ script: btcAddress.toOutputScript(to, networks.regtest), value: 50_000n })
    await page.getByLabel('PSBT').fill(psbt.toBase64())
    await page.getByLabel('Recipient').fill(to)
    const result = page.getByTestId('tx-result')

    await page.getByRole('button', { name: 'Sign transaction' }).click()
    await expect(result).toHaveText(/"psbt"/, { timeout: 30_000 })
    const signed = (JSON.parse((await result.textContent()) as string) as { psbt: string }).psbt
    expect(psbtInputSignedValidly(signed, 0)).toBe(true)
    expect(psbtInputSignedValidly(psbt.toBase64(), 0)).toBe(false)

    bitcoin.receive(100_000n)
    await page.getByRole('button', { name: 'Send transaction' }).click()
    await expect(result).toHaveText(/^[0-9a-f]{64}$/, { timeout: 30_000 })
    const txid = (await result.textContent()) as string
    const sent = bitcoin.broadcasts.map((hex) => Transaction.fromHex(hex)).find((tx) => tx.getId() === txid)
    const paid = sent?.outs.find((out) => btcAddress.fromOutputScript(out.script, networks.regtest) === to)
    expect(paid?.value).toBe(25_000n)
  })
})
