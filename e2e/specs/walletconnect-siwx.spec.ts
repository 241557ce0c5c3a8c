import { type Hex, verifyMessage } from 'viem'
import { expect, test } from '../fixtures/walletconnect'
import { WalletConnectLabPage, WC_ACCOUNT } from '../pages/walletconnect-lab'

const ADDRESS = WC_ACCOUNT.address as Hex
const CAIP = `eip155:31337:${ADDRESS}`

interface StoredSession {
  data: { accountAddress: string; chainId: string; domain: string; nonce: string }
  message: string
  signature: Hex
}

// §5 one-click sign-in: the lab's walletconnect configuration with `?siwx=1` (sign-in required, every network EVM).
test('one-click sign-in: pairing is wc_sessionAuthenticate, the CACAO is the session, no SIWXSignMessage, reload keeps it', async ({
  page,
  stack,
  wallets,
}) => {
  const wallet = await wallets.create(stack)
  const lab = new WalletConnectLabPage(page)
  await page.goto('/?config=walletconnect&siwx=1')
  // The first visit makes the dev server transform @portico/siwx for this configuration.
  await page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor({ timeout: 30_000 })
  const { uri } = await lab.openQr()
  await wallet.pair(uri)
  await expect(lab.field('portico-status')).toHaveText('connected', { timeout: 10_000 })
  await expect(lab.field('portico-caip-address')).toHaveText(CAIP)

  // The wallet answered one authenticate request with CACAOs and saw no proposal and no personal_sign.
  const request = await wallet.waitFor(() => wallet.authenticator.requests.find((r) => r.cacaos), 10_000, 'CACAOs')
  expect(request.authPayload.chains).toEqual(['eip155:31337', 'eip155:31338'])
  expect(wallet.proposals).toEqual([])

  // Sign-in is required here, so without a session the modal would stay open on SIWXSignMessage.
  await expect(lab.dialog).toBeHidden({ timeout: 10_000 })
  await expect(page.getByText('Sign in', { exact: false }).filter({ visible: true })).toHaveCount(0)
  expect(wallet.requests.map((r) => r.method)).not.toContain('personal_sign')

  // The session in this browser's storage is the CACAO's message and signature, verifiable by anyone.
  const stored = await page.evaluate(() => localStorage.getItem('appkit/siwx'))
  const sessions = (JSON.parse(stored ?? '{"data":[]}') as { data: StoredSession[] }).data
  const session = sessions.find((s) => s.data.chainId === 'eip155:31337')
  expect(session?.data).toMatchObject({ accountAddress: ADDRESS, nonce: request.authPayload.nonce })
  expect(
    await verifyMessage({ address: ADDRESS, message: session?.message ?? '', signature: session!.signature }),
  ).toBe(true)

  // A reload restores the WalletConnect session and finds the SIWX session: still no prompt, no signature.
  await page.reload()
  await page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor()
  await expect(lab.field('portico-status')).toHaveText('connected', { timeout: 10_000 })
  await expect(lab.dialog).toBeHidden()
  expect(wallet.requests.map((r) => r.method)).not.toContain('personal_sign')
})
