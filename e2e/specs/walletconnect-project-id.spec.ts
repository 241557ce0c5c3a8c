import { Verifier } from 'bip322-js'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { type Hex, verifyMessage } from 'viem'
import { expect, test } from '../fixtures/walletconnect'
import { WC_ACCOUNT } from '../pages/walletconnect-lab'

// Issue 20 / §9 enableWalletConnect: the lab app gives createAppKit only a projectId and the service's apiUrl. The
// service names the dev stack's local relay, and the test wallet pairs over it; nothing reaches another host (the
// page guard fails the test on any request off this machine). Issue 21 / §2 rule 2: with no adapters at all, the
// modal opens on the basic WalletConnect view and pairs through it.

const MESSAGE = 'Hello from a projectId'

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
  const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
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
      await page.goto(`/?config=walletconnect-project-id&adapters=${variant.adapters}`)
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
      await expect(page.getByTestId('portico-caip-address')).toHaveText(`${variant.chain}:${address}`)

      await page.getByRole('button', { name: 'Sign message' }).click()
      const output = page.getByTestId('sign-result')
      await expect(output).not.toHaveText('', { timeout: 30_000 })
      expect(variant.verifies(address, (await output.textContent()) as string)).toBe(true)
    })
  }
})
