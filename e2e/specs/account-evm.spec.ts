import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { EvmLabPage, injectTestWallet } from '../pages/evm-lab'
import { seriousViolations } from '../support/axe'
import { artifact } from '../support/paths'

// A new key per test: a registered name stays with its address in apps/api for the whole run, and the react18
// project runs this spec again on the same stack (a dev account would already have its name there).
const PRIVATE_KEY = generatePrivateKey()
const ADDRESS = privateKeyToAccount(PRIVATE_KEY).address
const WALLET = { name: 'Account Test Wallet', rdns: 'dev.portico.account', privateKey: PRIVATE_KEY, letter: 'A' }

test.describe('the Account side on the lab EVM configuration (a real injected wallet)', () => {
  test('Choose a name: the wallet signs the payload, apps/api verifies it, and Account shows the name', async ({
    page,
    request,
    stack,
  }) => {
    const wallet = await injectTestWallet(page, stack, WALLET)
    const lab = new EvmLabPage(page)
    await lab.goto()
    await lab.chooseWallet(WALLET.name)
    await lab.expectConnected(expect, ADDRESS, 31337)
    await page.getByRole('button', { name: /^Account 0x/ }).click()
    await expect(lab.dialog).toHaveAccessibleName('Account')
    await lab.dialog.getByRole('button', { name: 'Choose a name' }).click({ timeout: 10_000 })
    await expect(lab.dialog).toHaveAccessibleName('Choose a Name')
    const label = `e2e-${Date.now().toString(36)}`
    await lab.dialog.getByRole('textbox', { name: 'Name' }).fill(label)
    await expect(lab.dialog.getByTestId('portico-name-available')).toHaveText(`${label}.portico.id is available`, {
      timeout: 10_000,
    })
    await lab.dialog.getByRole('button', { name: 'Register name' }).click()
    await expect(lab.dialog.getByTestId('portico-register-name-success')).toContainText(
      `${label}.portico.id is now the name of your account.`,
      { timeout: 10_000 },
    )
    expect(wallet.requests.some((r) => r.method === 'personal_sign')).toBe(true)
    expect(await seriousViolations(page)).toEqual([])

    // The service holds the name for this address (its own check of the signature passed).
    const record = await request.get(`${stack.urls.api}/v1/profile/account/${label}.portico.id?projectId=portico-dev`)
    expect(record.status()).toBe(200)
    const body = (await record.json()) as { addresses: Record<string, { address: string }> }
    expect(Object.values(body.addresses).map((a) => a.address.toLowerCase())).toContain(ADDRESS.toLowerCase())

    await lab.dialog.getByRole('button', { name: 'Back to account' }).click()
    await expect(lab.dialog.getByTestId('portico-account-name')).toHaveText(`${label}.portico.id`, { timeout: 10_000 })
    await expect(lab.dialog.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)
    await page.screenshot({ path: artifact('modal-account-named.png') })
  })
})
