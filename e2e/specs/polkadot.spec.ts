import type { Page } from '@playwright/test'
import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { connectThroughModal, DOT_EXTENSION, expect, test } from '../fixtures/chain-wallets'

const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const verifies = (message: string, signature: string, address: string) =>
  signatureVerify(u8aWrapBytes(stringToU8a(message)), signature, address).isValid

const connect = (page: Page) => connectThroughModal(page, DOT_EXTENSION, 'dot-status')

async function sign(page: Page, message: string) {
  await page.getByLabel('Message').fill(message)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const result = page.getByTestId('dot-sign-result')
  await expect(result).not.toHaveAttribute('data-state', /idle|busy/, { timeout: 10_000 })
  return result
}

test.describe('polkadot on the lab (injected extension, real sr25519 keyring)', () => {
  test.beforeEach(async ({ page, dotWallet }) => {
    expect(dotWallet.accounts).toHaveLength(2)
    await page.goto('/?config=polkadot')
    await page.getByTestId('lab-polkadot').waitFor()
  })

  test('enables with the app name, signs with signRaw for the chosen account; util-crypto verifies', async ({
    page,
    dotWallet,
  }) => {
    await connect(page)
    expect(dotWallet.origins).toEqual(['Portico lab'])
    const [alice, bob] = dotWallet.accounts.map((a) => a.address)
    await expect(page.getByTestId('dot-address')).toHaveText(alice as string)
    await expect(page.getByTestId('dot-network')).toHaveText(POLKADOT)

    const first = await sign(page, 'Hello from e2e')
    await expect(first).toHaveAttribute('data-state', 'ok')
    const signature = (await first.textContent()) ?? ''
    expect(verifies('Hello from e2e', signature, alice as string)).toBe(true)
    expect(verifies('Hello from e2f', signature, alice as string)).toBe(false)

    await page.getByRole('radio', { name: new RegExp(bob as string) }).check()
    await expect(page.getByTestId('dot-address')).toHaveText(bob as string)
    const second = await sign(page, 'Now Bob signs')
    await expect(second).toHaveAttribute('data-state', 'ok')
    const bobs = (await second.textContent()) ?? ''
    expect(verifies('Now Bob signs', bobs, bob as string)).toBe(true)
    expect(verifies('Now Bob signs', bobs, alice as string)).toBe(false)
  })

  test('a refused enable and garbage accounts are clear errors and leave it disconnected; Try again connects', async ({
    page,
    dotWallet,
    guard,
  }) => {
    // extension-dapp's web3Enable logs each extension that refuses (and then leaves it out of its answer).
    guard.expectConsoleError(new RegExp(`^Error initializing ${DOT_EXTENSION}: Rejected$`))
    const dialog = page.getByRole('dialog')
    dotWallet.setBehaviour('enable', 'reject')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: new RegExp(DOT_EXTENSION) }).click()
    await expect(dialog.getByRole('alert')).toContainText('Connection rejected', { timeout: 10_000 })
    await expect(page.getByTestId('dot-status')).toHaveText('disconnected')

    dotWallet.setBehaviour('enable', 'approve')
    dotWallet.setBehaviour('accounts.get', 'garbage')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(dialog.getByRole('alert')).toContainText('Failed to connect', { timeout: 10_000 })
    await expect(page.getByTestId('dot-status')).toHaveText('disconnected')
    await expect(page.getByTestId('dot-address')).toHaveText('')

    dotWallet.setBehaviour('accounts.get', 'approve')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('dot-status')).toHaveText('connected', { timeout: 10_000 })
    await expect(page.getByTestId('dot-address')).toHaveText(dotWallet.accounts[0]?.address as string)
  })

  test('a declined and a garbage signature give catalogue errors; the connection stays', async ({
    page,
    dotWallet,
  }) => {
    await connect(page)
    dotWallet.setBehaviour('signRaw', 'reject')
    await expect(await sign(page, 'no thanks')).toHaveText('SIGNATURE_DECLINED: Signature declined')
    dotWallet.setBehaviour('signRaw', 'garbage')
    await expect(await sign(page, 'garbage')).toHaveText('SOMETHING_WENT_WRONG: Something went wrong')
    await expect(page.getByTestId('dot-status')).toHaveText('connected')
    dotWallet.setBehaviour('signRaw', 'approve')
    await expect(await sign(page, 'fine now')).toHaveAttribute('data-state', 'ok')
  })

  test('reload restores the connection; disconnect clears it and a reload stays disconnected', async ({
    page,
    dotWallet,
  }) => {
    await connect(page)
    await page.reload()
    await expect(page.getByTestId('dot-status')).toHaveText('connected', { timeout: 10_000 })
    await expect(page.getByTestId('dot-address')).toHaveText(dotWallet.accounts[0]?.address as string)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('dot-status')).toHaveText('disconnected', { timeout: 10_000 })
    await page.reload()
    await page.getByTestId('lab-polkadot').waitFor()
    await expect(page.getByTestId('dot-status')).toHaveText('disconnected')
  })

  test('the extension vanishing mid-signature ends the session with a clear error', async ({ page, dotWallet }) => {
    await connect(page)
    dotWallet.setBehaviour('signRaw', 'hang')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect.poll(() => dotWallet.requests.some((r) => r.method === 'signRaw')).toBe(true)
    dotWallet.vanish()
    await expect(page.getByTestId('dot-sign-result')).toHaveText('DISCONNECTED: Disconnected', { timeout: 10_000 })
    await expect(page.getByTestId('dot-status')).toHaveText('disconnected', { timeout: 10_000 })
  })
})
