import { DEV_ACCOUNTS } from '@portico/testing'
import { expect, test } from '../fixtures'
import { announceLateWallet, EvmLabPage, injectTestWallet, TEST_WALLET } from '../pages/evm-lab'

const CATALOGUE_WILLOW_ID = 'e30a0f4de20a0dbae10a0c27e00a0a94df0a0901de0a076edd0a05dbdc0a0448'
// 'Harbor Pocket' (com.harborpocket): featured too, but not installed.
const CATALOGUE_HARBOR_ID = '3e8691f43f8693874086951a418696ad3a868ba83b868d3b3c868ece3d869061'
const SECOND = { name: 'Second Test Wallet', rdns: 'dev.portico.second', account: 6, letter: 'S' }

test.describe('announced EVM wallets in the modal', () => {
  test('two wallets announced: both listed, the chosen one is used and the other is never asked', async ({
    page,
    stack,
  }) => {
    const first = await injectTestWallet(page, stack)
    const second = await injectTestWallet(page, stack, SECOND)
    const lab = new EvmLabPage(page)
    await lab.goto()
    await lab.connectButton.click()
    await expect(lab.walletRow(TEST_WALLET.name)).toBeVisible()
    await expect(lab.walletRow(SECOND.name)).toBeVisible()
    await lab.walletRow(SECOND.name).click()
    await lab.expectConnected(expect, DEV_ACCOUNTS[6]!.address, 31337)
    expect(second.requests.map((r) => r.method)).toContain('eth_requestAccounts')
    expect(first.requests.map((r) => r.method)).not.toContain('eth_requestAccounts')
  })

  test('a wallet announced after start-up appears in the open modal and connects', async ({ page, stack }) => {
    await injectTestWallet(page, stack)
    const lab = new EvmLabPage(page)
    await lab.goto()
    await lab.connectButton.click()
    await expect(lab.walletRow(TEST_WALLET.name)).toBeVisible()
    await expect(lab.walletRow(SECOND.name)).toHaveCount(0)
    const late = await announceLateWallet(page, stack, SECOND)
    await expect(lab.walletRow(SECOND.name)).toBeVisible({ timeout: 10_000 })
    await lab.walletRow(SECOND.name).click()
    await lab.expectConnected(expect, DEV_ACCOUNTS[6]!.address, 31337)
    expect(late.requests.map((r) => r.method)).toContain('eth_requestAccounts')
  })

  test('a wallet on window.ethereum that also announces itself is listed once (no separate Injected row)', async ({
    page,
    stack,
  }) => {
    await injectTestWallet(page, stack, { ...TEST_WALLET, asWindowEthereum: true })
    const lab = new EvmLabPage(page)
    await lab.goto()
    await lab.connectButton.click()
    await expect(lab.walletRow(TEST_WALLET.name)).toHaveCount(1)
    await expect(lab.walletRow('Injected')).toHaveCount(0)
  })

  test('an installed wallet that is also in the catalogue (same rdns) is listed once and connects from All wallets', async ({
    page,
    stack,
  }) => {
    // 'Willow Hub' (rdns app.willowhub) is an entry of the dev catalogue served by apps/api.
    const willow = await injectTestWallet(page, stack, { name: 'Willow Hub', rdns: 'app.willowhub', letter: 'W' })
    const lab = new EvmLabPage(page)
    await lab.goto(`&featured=${CATALOGUE_WILLOW_ID}&featured=${CATALOGUE_HARBOR_ID}`)
    await lab.connectButton.click()
    // Featured entries are shown (Harbor Pocket), but Willow Hub only once: as the installed wallet.
    await expect(lab.walletRow('Harbor Pocket')).toBeVisible({ timeout: 10_000 })
    await expect(lab.walletRow('Willow Hub')).toHaveCount(1)
    await lab.dialog.getByRole('button', { name: 'All wallets' }).click()
    await lab.dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('Willow')
    const row = lab.dialog.getByRole('list', { name: 'Wallet catalogue' }).getByRole('button', { name: /Willow Hub/ })
    await expect(row).toHaveCount(1, { timeout: 10_000 })
    await row.click()
    await lab.expectConnected(expect, DEV_ACCOUNTS[5]!.address, 31337)
    expect(willow.requests.map((r) => r.method)).toContain('eth_requestAccounts')
  })

  test('an excluded wallet (§5, by rdns) is hidden; the other stays', async ({ page, stack }) => {
    await injectTestWallet(page, stack)
    await injectTestWallet(page, stack, SECOND)
    const lab = new EvmLabPage(page)
    await lab.goto(`&exclude=${SECOND.rdns}`)
    await lab.connectButton.click()
    await expect(lab.walletRow(TEST_WALLET.name)).toBeVisible()
    await expect(lab.walletRow(SECOND.name)).toHaveCount(0)
  })

  test('enableEIP6963 off: announced wallets are not offered; the window.ethereum wallet still connects', async ({
    page,
    stack,
  }) => {
    const wallet = await injectTestWallet(page, stack, { ...TEST_WALLET, asWindowEthereum: true })
    await injectTestWallet(page, stack, SECOND)
    const lab = new EvmLabPage(page)
    await lab.goto('&eip6963=off')
    await lab.connectButton.click()
    const rows = lab.dialog.getByRole('list').first()
    await expect(rows).toBeVisible()
    await expect(lab.walletRow(TEST_WALLET.name)).toHaveCount(0)
    await expect(lab.walletRow(SECOND.name)).toHaveCount(0)
    await lab.walletRow('Injected').click()
    await lab.expectConnected(expect, DEV_ACCOUNTS[5]!.address, 31337)
    expect(wallet.requests.map((r) => r.method)).toContain('eth_requestAccounts')
  })
})
