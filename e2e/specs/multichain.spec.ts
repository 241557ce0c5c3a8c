import { DEV_ACCOUNTS, SOLANA_DEV_ACCOUNTS, SOLANA_DEV_TOKEN } from '@portico/testing'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { verifyMessage } from 'viem'
import { expect, MULTICHAIN_EVM_ACCOUNT, MULTICHAIN_SOLANA_ACCOUNT, test } from '../fixtures/multichain'
import { TEST_WALLET } from '../pages/evm-lab'
import type { MultichainLabPage } from '../pages/multichain-lab'
import { lamportsOf, tokenAmountOf } from '../pages/solana-lab'

const EVM = DEV_ACCOUNTS[MULTICHAIN_EVM_ACCOUNT]!.address
const SOL = SOLANA_DEV_ACCOUNTS[MULTICHAIN_SOLANA_ACCOUNT]!.address
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** EVM through Connect, then Solana through SwitchActiveChain → Connect; both panels connected. */
async function connectBoth(lab: MultichainLabPage): Promise<void> {
  await lab.goto()
  await lab.connectEvm(TEST_WALLET.name)
  await expect(lab.field('eip155', 'status')).toHaveText('connected', { timeout: 10_000 })
  await expect(lab.dialog).toBeHidden()
  await lab.connectSolana()
  await expect(lab.field('solana', 'status')).toHaveText('connected', { timeout: 10_000 })
  await expect(lab.dialog).toBeHidden()
}

test.describe('EVM and Solana at once on the lab: two injected wallets (EvmTestWallet, SolanaTestWallet)', () => {
  test('connect both: useAppKitAccount({ namespace }) is right for each, and each namespace signs with its own key', async ({
    page,
    lab,
  }) => {
    await connectBoth(lab)
    await expect(lab.field('eip155', 'caip')).toHaveText(`eip155:31337:${EVM}`)
    await expect(lab.field('eip155', 'address')).toHaveText(EVM)
    await expect(lab.field('solana', 'caip')).toHaveText(`solana:localnet:${SOL}`)
    await expect(lab.field('solana', 'address')).toHaveText(SOL)
    // §9 default account types: eoa for Solana; the injected EVM wallet has no smart account, so eoa too.
    await expect(lab.field('solana', 'type')).toHaveText('eoa')
    await expect(lab.active).toHaveText('solana')
    await expect(lab.network).toHaveText('solana:localnet')
    await page.screenshot({ path: 'artifacts/multichain-connected.png', fullPage: true })

    await lab.button('Sign with EVM').click()
    await lab.button('Sign with Solana').click()
    for (const ns of ['eip155', 'solana'] as const) {
      await expect(lab.field(ns, 'sign-result')).toHaveAttribute('data-state', 'ok', { timeout: 10_000 })
    }
    const evmSignature = ((await lab.field('eip155', 'sign-result').textContent()) ?? '').trim() as `0x${string}`
    expect(
      await verifyMessage({ address: EVM, message: 'Hello EVM from the Portico lab', signature: evmSignature }),
    ).toBe(true)
    const solSignature = bs58.decode(((await lab.field('solana', 'sign-result').textContent()) ?? '').trim())
    const solMessage = new TextEncoder().encode('Hello Solana from the Portico lab')
    expect(nacl.sign.detached.verify(solMessage, solSignature, bs58.decode(SOL))).toBe(true)
  })

  test('Account → Tokens for the Solana account lists SOL and PUSD, read through the adapter (the API serves EVM only)', async ({
    page,
    stack,
    lab,
  }) => {
    await connectBoth(lab)
    await expect(lab.active).toHaveText('solana')
    await page.getByRole('button', { name: /^Account / }).click()
    await expect(lab.dialog.getByTestId('portico-account')).toBeVisible()
    const rows = lab.dialog.getByRole('list', { name: 'Tokens' }).getByRole('listitem')
    await expect(rows).toHaveCount(2, { timeout: 10_000 })
    const lamports = await lamportsOf(stack, SOL)
    const pusd = Number(await tokenAmountOf(stack, SOL, SOLANA_DEV_TOKEN.mint))
    const shown = (row: number, symbol: string) =>
      rows
        .nth(row)
        .textContent()
        .then((text) => Number((text ?? '').match(new RegExp(`([\\d,.]+) ${symbol}`))?.[1]?.replaceAll(',', '')))
    // Two decimals on screen (§9): the figures must match what the service holds for this account.
    expect(await shown(0, 'SOL')).toBeCloseTo(lamports / 1e9, 2)
    expect(await shown(1, 'PUSD')).toBeCloseTo(pusd, 2)
    await expect(rows.nth(1)).toContainText('Portico USD')
    await expect(lab.dialog.getByText('Token Balance Unavailable')).toHaveCount(0)
    await page.screenshot({ path: 'artifacts/multichain-solana-tokens.png' })
  })

  test('switch the active chain between namespaces (SwitchActiveChain), and Solana to a second cluster from the grouped network list', async ({
    page,
    lab,
  }) => {
    await connectBoth(lab)

    // Solana is active: asking for EVM opens SwitchActiveChain, which lists EVM networks only.
    await lab.button('Open for EVM').click()
    const switcher = lab.dialog.getByTestId('portico-switch-chain')
    await expect(switcher).toHaveAttribute('data-namespace', 'eip155')
    await expect(lab.networkRow('solana:localnet')).toHaveCount(0)
    await lab.networkRow('eip155:31337').click()
    await expect(lab.active).toHaveText('eip155', { timeout: 10_000 })
    await expect(lab.network).toHaveText('eip155:31337')
    // Switching the active namespace disconnects nobody.
    await expect(lab.field('eip155', 'status')).toHaveText('connected')
    await expect(lab.field('solana', 'status')).toHaveText('connected')
    if (await lab.dialog.isVisible()) await page.keyboard.press('Escape')
    await expect(lab.dialog).toBeHidden()

    // The network button opens SwitchNetwork: the app's networks grouped by namespace.
    await page.getByRole('button', { name: 'Portico Local', exact: true }).click()
    const evmGroup = lab.dialog.getByRole('region', { name: 'EVM' })
    const solGroup = lab.dialog.getByRole('region', { name: 'Solana' })
    await expect(evmGroup.locator('[data-network]')).toHaveCount(2)
    await expect(solGroup.locator('[data-network]')).toHaveCount(2)
    await page.screenshot({ path: 'artifacts/multichain-networks.png' })

    // The wallet lists devnet (served by the same local service): the switch succeeds, Solana becomes active.
    await solGroup.locator(`[data-network="${DEVNET}"]`).click()
    await expect(lab.field('solana', 'caip')).toHaveText(`${DEVNET}:${SOL}`, { timeout: 10_000 })
    await expect(lab.active).toHaveText('solana')
    await expect(lab.network).toHaveText(DEVNET)
    await expect(lab.field('eip155', 'caip')).toHaveText(`eip155:31337:${EVM}`)
  })

  test('reload restores both without a prompt; disconnecting one leaves the other, also after a reload', async ({
    page,
    lab,
    evmWallet,
    solanaWallet,
  }) => {
    await connectBoth(lab)
    const evmPrompts = () => evmWallet.requests.filter((r) => r.method === 'eth_requestAccounts').length
    const solPrompts = () => solanaWallet.requests.filter((r) => r.method === 'connect' && !r.silent).length
    expect([evmPrompts(), solPrompts()]).toEqual([1, 1])

    await page.reload()
    await expect(lab.field('eip155', 'caip')).toHaveText(`eip155:31337:${EVM}`, { timeout: 10_000 })
    await expect(lab.field('solana', 'caip')).toHaveText(`solana:localnet:${SOL}`, { timeout: 10_000 })
    await expect(lab.active).toHaveText('solana')
    expect([evmPrompts(), solPrompts()]).toEqual([1, 1])

    await lab.button('Disconnect EVM').click()
    await expect(lab.field('eip155', 'status')).toHaveText('disconnected', { timeout: 10_000 })
    await expect(lab.field('eip155', 'caip')).toHaveText('')
    await expect(lab.field('solana', 'caip')).toHaveText(`solana:localnet:${SOL}`)
    expect(solanaWallet.isAuthorized).toBe(true)

    await page.reload()
    await expect(lab.field('solana', 'status')).toHaveText('connected', { timeout: 10_000 })
    await expect(lab.field('eip155', 'status')).toHaveText('disconnected')
  })

  test('disconnect all: both namespaces end disconnected, the Solana wallet forgets the site, a reload stays so', async ({
    page,
    lab,
    solanaWallet,
  }) => {
    await connectBoth(lab)
    await lab.button('Disconnect all').click()
    await expect(lab.field('solana', 'status')).toHaveText('disconnected', { timeout: 10_000 })
    await expect(lab.field('eip155', 'status')).toHaveText('disconnected')
    expect(solanaWallet.isAuthorized).toBe(false)
    await page.reload()
    await expect(lab.page.getByTestId('mc-initialized')).toHaveText('true', { timeout: 10_000 })
    await expect(lab.field('solana', 'status')).toHaveText('disconnected')
    await expect(lab.field('eip155', 'status')).toHaveText('disconnected')
  })
})
