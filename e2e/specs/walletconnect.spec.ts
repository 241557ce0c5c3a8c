import { type Hex, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures/walletconnect'
import { chainClient } from '../pages/evm-lab'
import { ModalPage } from '../pages/modal'
import { WalletConnectLabPage, WC_ACCOUNT } from '../pages/walletconnect-lab'

const ADDRESS = WC_ACCOUNT.address
const CAIP = `eip155:31337:${ADDRESS}`

test.describe('WalletConnect: the lab and a walletkit wallet over the local relay', () => {
  test('QR → pair → connected with the same CAIP address on both sides; the dapp disconnects the wallet too', async ({
    page,
    stack,
    wallets,
  }) => {
    const wallet = await wallets.create(stack)
    const lab = new WalletConnectLabPage(page)
    await lab.goto()
    await expect(lab.field('portico-status')).toHaveText('disconnected', { timeout: 10_000 })
    const { uri } = await lab.openQr()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)
    await expect(lab.field('portico-status')).toHaveText('connected', { timeout: 10_000 })
    await expect(lab.field('wagmi-status')).toHaveText('connected', { timeout: 10_000 })
    await expect(lab.field('portico-caip-address')).toHaveText(CAIP)
    await expect(lab.field('wagmi-address')).toHaveText(ADDRESS)
    await expect(lab.field('portico-chain')).toHaveText('31337')
    await expect(lab.dialog).toBeHidden()
    const session = wallet.sessions().at(-1)
    expect(session?.namespaces.eip155?.accounts).toContain(CAIP)
    expect(session?.peer.metadata.name).toBe('Portico lab')
    await expect(lab.field('wc-pairing-status')).toHaveText('connected')
    await expect(page.getByTestId('wc-peer')).toHaveText('Portico Test Wallet')

    await page.getByRole('button', { name: 'Disconnect from the app' }).click()
    await expect(lab.field('portico-status')).toHaveText('disconnected', { timeout: 10_000 })
    await expect(lab.field('wagmi-status')).toHaveText('disconnected', { timeout: 10_000 })
    await wallet.waitFor(() => wallet.sessions().length === 0 || undefined, 10_000, 'the session to be deleted')
  })

  test("All Wallets: a wallet that is not installed pairs through its own QR (its name, the catalogue's logo)", async ({
    page,
    stack,
    wallets,
  }) => {
    const wallet = await wallets.create(stack)
    const lab = new WalletConnectLabPage(page)
    const modal = new ModalPage(page)
    await lab.goto()
    await lab.connectButton.click()
    await modal.openAllWallets()
    const name = (await modal.catalogueNames())[0] ?? ''
    expect(name).not.toBe('')
    await modal.catalogueList().getByRole('button', { name }).click()
    await expect(lab.qr).toBeVisible({ timeout: 10_000 })
    await expect(lab.dialog.getByText(`Scan this QR code with ${name} on your phone.`)).toBeVisible()
    await expect(lab.dialog.getByRole('img', { name: `QR code for ${name}` })).toBeVisible()
    const uri = (await lab.qr.getAttribute('data-uri')) ?? ''
    expect(uri).toMatch(/^wc:/)
    await wallet.pair(uri)
    await expect(lab.field('portico-status')).toHaveText('connected', { timeout: 10_000 })
    await expect(lab.field('portico-caip-address')).toHaveText(CAIP)
  })

  test('personal_sign and eth_signTypedData_v4 verify; eth_sendTransaction is signed by the wallet and mined on anvil', async ({
    page,
    stack,
    wallets,
  }) => {
    const wallet = await wallets.create(stack)
    const lab = new WalletConnectLabPage(page)
    await lab.goto()
    const { uri } = await lab.openQr()
    await wallet.pair(uri)
    await expect(lab.field('portico-status')).toHaveText('connected', { timeout: 10_000 })

    const message = `Portico over WalletConnect ${Date.now()}`
    await page.getByLabel('Message').fill(message)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signed = await lab.outcome('sign')
    expect(signed.state, signed.text).toBe('ok')
    const signature = signed.text.trim() as Hex
    expect(await verifyMessage({ address: ADDRESS, message, signature })).toBe(true)
    expect(wallet.requests.some((r) => r.method === 'personal_sign' && 'result' in r)).toBe(true)

    // The lab's EIP-712 greeting (apps/lab/src/configs/walletconnect/WalletConnectConfig.tsx).
    await page.getByRole('button', { name: 'Sign typed data' }).click()
    const typed = await lab.outcome('typed')
    expect(typed.state, typed.text).toBe('ok')
    const typedData = {
      domain: { name: 'Portico lab', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'Hello over WalletConnect' },
    } as const
    const typedSignature = typed.text.trim() as Hex
    expect(await verifyTypedData({ address: ADDRESS, ...typedData, signature: typedSignature })).toBe(true)
    expect(wallet.requests.some((r) => r.method === 'eth_signTypedData_v4' && 'result' in r)).toBe(true)

    const client = chainClient(stack, 31337)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await page.getByLabel('To').fill(recipient)
    await page.getByLabel('Value (ETH)').fill('0.01')
    await page.getByRole('button', { name: 'Send transaction' }).click()
    const sent = await lab.outcome('send')
    expect(sent.state, sent.text).toBe('ok')
    const hash = sent.text.match(/0x[0-9a-f]{64}/)?.[0] as Hex
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(ADDRESS.toLowerCase())
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.01'))
    expect(wallet.requests.some((r) => r.method === 'eth_sendTransaction' && 'result' in r)).toBe(true)
  })

  test('reload restores the session with no new pairing', async ({ page, stack, wallets }) => {
    const wallet = await wallets.create(stack)
    const lab = new WalletConnectLabPage(page)
    await lab.goto()
    const { uri } = await lab.openQr()
    await wallet.pair(uri)
    await expect(lab.field('portico-status')).toHaveText('connected', { timeout: 10_000 })
    const proposals = wallet.proposals.length
    const topic = wallet.sessions().at(-1)?.topic

    await page.reload()
    await page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor()
    await expect(lab.field('portico-status')).toHaveText('connected', { timeout: 10_000 })
    await expect(lab.field('wagmi-status')).toHaveText('connected', { timeout: 10_000 })
    await expect(lab.field('portico-caip-address')).toHaveText(CAIP)
    await expect(lab.field('wc-pairing-status')).toHaveText('connected')
    expect(wallet.proposals.length).toBe(proposals)
    expect(wallet.sessions().map((s) => s.topic)).toEqual([topic])

    // The restored session still carries requests.
    await page.getByRole('button', { name: 'Sign message' }).click()
    expect((await lab.outcome('sign')).state).toBe('ok')
  })
})
