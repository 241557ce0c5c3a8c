import { DEV_ACCOUNTS } from '@portico/testing'
import { expect, test } from '../fixtures'
import { connectTestWallet, EvmLabPage, injectTestWallet, TEST_WALLET } from '../pages/evm-lab'
import { artifact } from '../support/paths'

const ADDRESS = DEV_ACCOUNTS[5]!.address

test.describe('EVM failures with a real test wallet: typed errors, state intact, retry works', () => {
  test('the wallet rejects the connection (4001): "Connection rejected", nothing connected; Try again connects', async ({
    page,
    stack,
  }) => {
    const wallet = await injectTestWallet(page, stack)
    wallet.setBehaviour('eth_requestAccounts', 'reject')
    const lab = new EvmLabPage(page)
    await lab.goto()
    await lab.chooseWallet(TEST_WALLET.name)
    await expect(lab.dialog.getByRole('alert')).toContainText('Connection rejected', { timeout: 10_000 })
    await lab.expectDisconnected(expect)
    await page.screenshot({ path: artifact('evm-connection-rejected.png') })

    wallet.resetBehaviours()
    await lab.dialog.getByRole('button', { name: 'Try again' }).click()
    await lab.expectConnected(expect, ADDRESS, 31337)
    expect((await lab.log()).disagreements).toEqual([])
  })

  test('the wallet declines a signature (4001): "Signature declined", still connected; signing again works', async ({
    page,
    stack,
  }) => {
    const { wallet, lab } = await connectTestWallet(page, stack, expect)
    wallet.setBehaviour('personal_sign', 'reject')
    const sign = page.getByRole('button', { name: 'Sign message' })
    await sign.click()
    expect(await lab.outcome('sign')).toEqual({ state: 'error', text: 'SIGNATURE_DECLINED: Signature declined' })
    await lab.expectConnected(expect, ADDRESS, 31337)

    wallet.resetBehaviours()
    await sign.click()
    const again = await lab.outcome('sign')
    expect(again.state).toBe('ok')
    expect(again.text).toMatch(/^0x[0-9a-f]{130}$/)
  })

  test('garbage answers: a typed error, no crash, no half-connected state; then a normal connect works', async ({
    page,
    stack,
  }) => {
    const wallet = await injectTestWallet(page, stack)
    wallet.setBehaviour('eth_requestAccounts', 'garbage')
    const lab = new EvmLabPage(page)
    await lab.goto()
    await lab.chooseWallet(TEST_WALLET.name)
    await expect(lab.dialog.getByRole('alert')).toContainText('Failed to connect', { timeout: 10_000 })
    await lab.expectDisconnected(expect)
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }))
    expect(stored).not.toContain('"connected"')

    wallet.resetBehaviours()
    await lab.dialog.getByRole('button', { name: 'Try again' }).click()
    await lab.expectConnected(expect, ADDRESS, 31337)

    // Garbage instead of a signature is an error, never a signature; the connection stays as it was.
    wallet.setBehaviour('personal_sign', 'garbage')
    await page.getByRole('button', { name: 'Sign message' }).click()
    expect(await lab.outcome('sign')).toEqual({
      state: 'error',
      text: 'SIGN_MESSAGE_FAILED: WagmiAdapter:signMessage - Sign message failed',
    })
    // Garbage for a switch: the switch fails and the chain stays 31337 on both sides.
    wallet.setBehaviour('wallet_switchEthereumChain', 'garbage')
    await page.getByRole('button', { name: 'Switch to Portico Local 2' }).click()
    const switched = await lab.outcome('switch')
    expect(switched.state).toBe('error')
    expect(switched.text).toMatch(/^CHAIN_NOT_SUPPORTED/)
    await lab.expectConnected(expect, ADDRESS, 31337)
    expect((await lab.log()).disagreements).toEqual([])
  })

  test('the wallet disappears mid-flow: revoked while a signature waits, both sides disconnect', async ({
    page,
    stack,
  }) => {
    const { wallet, lab } = await connectTestWallet(page, stack, expect)
    wallet.setBehaviour('personal_sign', 'hang')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(lab.result('sign')).toHaveAttribute('data-state', 'busy')
    // The person removes the site from the wallet and closes its prompt.
    wallet.revoke()
    await lab.expectDisconnected(expect)
    wallet.releaseHanging()
    expect(await lab.outcome('sign')).toEqual({ state: 'error', text: 'SIGNATURE_DECLINED: Signature declined' })
    await lab.expectDisconnected(expect)
    await page.reload()
    await lab.expectDisconnected(expect)
    expect((await lab.log()).disagreements).toEqual([])
  })

  test('the wallet drops every chain (EIP-1193 disconnect 4900): both sides disconnect', async ({ page, stack }) => {
    const { wallet, lab } = await connectTestWallet(page, stack, expect)
    wallet.emitDisconnect()
    await lab.expectDisconnected(expect)
    expect((await lab.log()).disagreements).toEqual([])
  })
})
