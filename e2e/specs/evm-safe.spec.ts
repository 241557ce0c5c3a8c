import { DEV_ACCOUNTS } from '@portico/testing'
import { expect, test } from '../fixtures'
import { openInSafe } from '../support/safe-host'

// The address the host reports as the Safe (a funded dev account, so the balance read through the Safe is real).
const SAFE_ADDRESS = DEV_ACCOUNTS[7]!.address

test('inside a Safe frame the app is connected to the Safe at load, and the Safe connector is offered in the modal', async ({
  page,
  stack,
  baseURL,
}) => {
  const app = await openInSafe(page, stack, SAFE_ADDRESS, baseURL)
  const connectedToSafe = async () => {
    await expect(app.getByTestId('portico-status')).toHaveText('connected', { timeout: 10_000 })
    await expect(app.getByTestId('wagmi-status')).toHaveText('connected')
    await expect(app.getByTestId('portico-address')).toHaveText(SAFE_ADDRESS)
    await expect(app.getByTestId('wagmi-address')).toHaveText(SAFE_ADDRESS)
    await expect(app.getByTestId('portico-chain')).toHaveText('31337')
    await expect(app.getByTestId('hooks-agree')).toHaveAttribute('data-agree', 'yes')
  }
  // A Safe app needs no prompt: wagmi's reconnect on mount finds the Safe, and Portico's hooks follow.
  await expect(app.getByTestId('hook-initialized')).toHaveText('true', { timeout: 15_000 })
  await connectedToSafe()
  // The Safe account's balance, read from the local node.
  await expect(app.getByTestId('portico-balance')).toContainText('ETH', { timeout: 10_000 })
  const requests = await page.evaluate(() => (window as unknown as { __safeRequests: string[] }).__safeRequests)
  expect(requests).toContain('getSafeInfo')

  // After a disconnect the modal offers the Safe connector, and choosing it connects again.
  await app.getByRole('button', { name: 'Disconnect from the app' }).click()
  await expect(app.getByTestId('portico-status')).toHaveText('disconnected', { timeout: 10_000 })
  await expect(app.getByTestId('wagmi-status')).toHaveText('disconnected')
  await app.getByRole('button', { name: 'Connect Wallet' }).click()
  await app.getByRole('dialog').getByRole('button', { name: /^Safe/ }).click()
  await connectedToSafe()
  const log = await app
    .locator('body')
    .evaluate(() => (globalThis as { __porticoEvmLab?: { disagreements: unknown[] } }).__porticoEvmLab?.disagreements)
  expect(log).toEqual([])
})
