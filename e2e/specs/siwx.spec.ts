import type { Page } from '@playwright/test'
import { DEV_ACCOUNTS } from '@portico/testing'
import { type Hex, verifyMessage } from 'viem'
import { expect, test } from '../fixtures'
import { injectTestWallet, TEST_WALLET } from '../pages/evm-lab'
import { artifact } from '../support/paths'
import type { StackInfo } from '../support/stack'

// Sign in with X on the lab's `siwx` configuration: the real EVM test wallet (real keys, personal_sign) over the local
// anvil chains, the session verified and kept by the dev stack's apps/api behind an HTTP-only cookie.
const ADDRESS = DEV_ACCOUNTS[5]!.address

async function openLab(page: Page, query = '') {
  await page.goto(`/?config=siwx${query}`)
  await page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor()
}

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(TEST_WALLET.name) })
    .click()
  await expect(page.getByTestId('siwx-status')).toHaveText('connected', { timeout: 10_000 })
}

const signInView = (page: Page) => page.getByRole('dialog').getByTestId('portico-siwx')

/** What apps/api holds for this browser, read with the page's own cookie. */
function serverSessions(page: Page, stack: StackInfo) {
  return page.evaluate(async (api) => {
    const response = await fetch(`${api}/v1/siwx/session?projectId=portico-dev`, { credentials: 'include' })
    return ((await response.json()) as { sessions: { message: string; signature: string }[] }).sessions
  }, stack.urls.api)
}

test.describe('SIWX: sign in after connect', () => {
  test('required: sign in → server session (HTTP-only cookie, real signature); reload keeps it; disconnect signs out', async ({
    page,
    context,
    stack,
  }) => {
    const wallet = await injectTestWallet(page, stack)
    await openLab(page)
    await connect(page)
    await expect(signInView(page)).toBeVisible({ timeout: 10_000 })
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toBeDisabled()
    await page.keyboard.press('Escape')
    await expect(signInView(page)).toBeVisible()
    await page.screenshot({ path: artifact('siwx-sign-in-required.png') })

    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 10_000 })
    await expect(page.getByTestId('siwx-sessions')).toHaveAttribute('data-count', '1', { timeout: 10_000 })
    await expect(page.getByTestId('siwx-events')).toContainText('SIWX_AUTH_SUCCESS')
    expect(wallet.requests.filter((r) => r.method === 'personal_sign')).toHaveLength(1)

    const cookie = (await context.cookies()).find((c) => c.name === 'portico_siwx')
    expect(cookie?.httpOnly).toBe(true)
    const [session] = await serverSessions(page, stack)
    expect(session?.message).toContain(`wants you to sign in with your Ethereum account:\n${ADDRESS}`)
    expect(
      await verifyMessage({ address: ADDRESS, message: session!.message, signature: session!.signature as Hex }),
    ).toBe(true)

    // Reload: the wallet reconnects and the session is still there, so nothing asks to sign again.
    await page.reload()
    await page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor()
    await expect(page.getByTestId('siwx-status')).toHaveText('connected', { timeout: 10_000 })
    await expect(page.getByTestId('siwx-sessions')).toHaveAttribute('data-count', '1', { timeout: 10_000 })
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(wallet.requests.filter((r) => r.method === 'personal_sign')).toHaveLength(1)

    // signOutOnDisconnect: disconnecting revokes the session on the server and the cookie goes.
    await page.getByRole('button', { name: 'Disconnect from the app' }).click()
    await expect(page.getByTestId('siwx-status')).toHaveText('disconnected', { timeout: 10_000 })
    await expect.poll(async () => (await serverSessions(page, stack)).length, { timeout: 10_000 }).toBe(0)
    expect((await context.cookies()).some((c) => c.name === 'portico_siwx')).toBe(false)
  })

  test('a declined signature shows the error (SIWX_AUTH_ERROR); Try again signs in', async ({ page, stack }) => {
    const wallet = await injectTestWallet(page, stack)
    await openLab(page)
    await connect(page)
    await expect(signInView(page)).toBeVisible({ timeout: 10_000 })
    wallet.setBehaviour('personal_sign', 'reject')
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click()
    const alert = page.getByRole('dialog').getByRole('alert')
    await expect(alert).toContainText('Sign-in failed', { timeout: 10_000 })
    await expect(alert).toContainText('Signature declined')
    await page.screenshot({ path: artifact('siwx-sign-in-declined.png') })
    await expect(page.getByTestId('siwx-events')).toContainText('SIWX_AUTH_ERROR')
    await expect(page.getByTestId('siwx-sessions')).toHaveAttribute('data-count', '0')

    wallet.resetBehaviours()
    await page.getByRole('dialog').getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 10_000 })
    await expect(page.getByTestId('siwx-sessions')).toHaveAttribute('data-count', '1', { timeout: 10_000 })
  })

  test('cancel when required: back to the last signed-in network if it has a session, else disconnect', async ({
    page,
    stack,
  }) => {
    await injectTestWallet(page, stack)
    await openLab(page)
    await connect(page)
    await expect(signInView(page)).toBeVisible({ timeout: 10_000 })
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 10_000 })

    // A network without a session asks again; cancelling goes back to the signed-in one.
    await page.getByRole('button', { name: 'Switch to Portico Local 2' }).click()
    await expect(page.getByTestId('siwx-network')).toHaveText('eip155:31338', { timeout: 10_000 })
    await expect(signInView(page)).toBeVisible({ timeout: 10_000 })
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel and disconnect' }).click()
    await expect(page.getByTestId('siwx-network')).toHaveText('eip155:31337', { timeout: 10_000 })
    await expect(page.getByTestId('siwx-status')).toHaveText('connected')
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 10_000 })
    await expect(page.getByTestId('siwx-events')).toContainText('CLICK_CANCEL_SIWX')

    // No signed-in network left (signed out): cancelling disconnects.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByTestId('siwx-sessions')).toHaveAttribute('data-count', '0', { timeout: 10_000 })
    await page.getByRole('button', { name: 'Switch to Portico Local 2' }).click()
    await expect(signInView(page)).toBeVisible({ timeout: 10_000 })
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel and disconnect' }).click()
    await expect(page.getByTestId('siwx-status')).toHaveText('disconnected', { timeout: 10_000 })
  })

  test('optional, sessions in the browser: cancel only closes; signing in stores a verified local session', async ({
    page,
    stack,
  }) => {
    await injectTestWallet(page, stack)
    await openLab(page, '&required=0&storage=local')
    await expect(page.getByTestId('siwx-storage')).toHaveText('local')
    await connect(page)
    await expect(signInView(page)).toBeVisible({ timeout: 10_000 })
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toBeEnabled()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click()
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 10_000 })
    await expect(page.getByTestId('siwx-status')).toHaveText('connected')

    // Switching network asks again (no session there either); this time sign in.
    await page.getByRole('button', { name: 'Switch to Portico Local 2' }).click()
    await expect(signInView(page)).toBeVisible({ timeout: 10_000 })
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 10_000 })
    await expect(page.getByTestId('siwx-sessions')).toHaveAttribute('data-count', '1', { timeout: 10_000 })
    const stored = await page.evaluate(() => localStorage.getItem('appkit/siwx'))
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ v: 1, data: [{ data: { chainId: 'eip155:31338' } }] })
  })
})
