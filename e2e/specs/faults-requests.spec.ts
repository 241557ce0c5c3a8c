import { expect, test } from '../fixtures'
import { FAULTY, FaultsLabPage } from '../pages/faults-lab'

// Issue 15's fault suite, requests of a connected wallet: signing, sending and switching network under each fault, on one
// connected page per table (faults are set and healed in the page). Every case ends with the two checks: the next
// request works (the wallet is asked again) and a reload shows the same state on both sides.

const FAULTS = ['hang', 'reject', 'throw-string', 'throw-null', 'throw-object', 'garbage'] as const

async function connectedLab(page: import('@playwright/test').Page) {
  const lab = new FaultsLabPage(page)
  await lab.goto()
  await lab.chooseWallet(FAULTY.name)
  await lab.expectConnected(expect, FAULTY.address, 31337)
  return lab
}

test('faults: personal_sign under each fault fails typed, leaves the connection, and signing again works', async ({
  page,
}) => {
  const lab = await connectedLab(page)
  const sign = page.getByRole('button', { name: 'Sign message' })
  for (const fault of FAULTS) {
    await test.step(fault, async () => {
      await lab.wallet('faulty', 'fault', 'personal_sign', fault)
      await sign.click()
      if (fault === 'hang') await expect(lab.result('sign')).toHaveAttribute('data-state', 'busy')
      else expect((await lab.outcome('sign')).state).toBe('error')
      if (fault === 'reject') await expect(lab.result('sign')).toHaveText('SIGNATURE_DECLINED: Signature declined')
      await lab.expectConnected(expect, FAULTY.address, 31337)
      // Usable again: the wallet is asked again and this time signs.
      await lab.wallet('faulty', 'heal')
      const asked = await lab.requests('faulty', 'personal_sign')
      await sign.click()
      expect(await lab.outcome('sign')).toMatchObject({ state: 'ok' })
      expect(await lab.requests('faulty', 'personal_sign')).toBe(asked + 1)
      await lab.reload()
      await lab.expectConnected(expect, FAULTY.address, 31337)
    })
  }
})

test('faults: eth_sendTransaction under each fault fails typed, leaves the connection, and sending again works', async ({
  page,
}) => {
  const lab = await connectedLab(page)
  const send = page.getByRole('button', { name: 'Send transaction' })
  for (const fault of FAULTS) {
    await test.step(fault, async () => {
      await lab.wallet('faulty', 'fault', 'eth_sendTransaction', fault)
      await send.click()
      if (fault === 'hang') await expect(lab.result('send')).toHaveAttribute('data-state', 'busy')
      else expect((await lab.outcome('send')).state).toBe('error')
      if (fault === 'reject') await expect(lab.result('send')).toContainText('USER_REJECTED')
      await lab.expectConnected(expect, FAULTY.address, 31337)
      // A pending request never blocks the next one: the wallet is asked again and this time the transfer is mined.
      await lab.wallet('faulty', 'heal')
      const asked = await lab.requests('faulty', 'eth_sendTransaction')
      await send.click()
      const sent = await lab.outcome('send')
      expect(sent.state).toBe('ok')
      expect(sent.text).toContain('success')
      expect(await lab.requests('faulty', 'eth_sendTransaction')).toBe(asked + 1)
      await lab.reload()
      await lab.expectConnected(expect, FAULTY.address, 31337)
    })
  }
})

test('faults: wallet_switchEthereumChain under each fault: the modal says so or can be left, and the next switch is sent', async ({
  page,
}) => {
  const lab = await connectedLab(page)
  let chainId = 31337
  for (const fault of FAULTS) {
    await test.step(fault, async () => {
      const target = chainId === 31337 ? 31338 : 31337
      await lab.wallet('faulty', 'fault', 'wallet_switchEthereumChain', fault)
      await lab.networkButton().click()
      const asked = await lab.requests('faulty', 'wallet_switchEthereumChain')
      await lab.networkRow(target).click()
      await expect.poll(() => lab.requests('faulty', 'wallet_switchEthereumChain')).toBe(asked + 1)
      const confirm = lab.dialog.getByTestId('portico-switch-confirm')
      if (fault === 'hang') {
        // Nothing comes back: the user goes back.
        await expect(confirm).toBeVisible()
        await lab.dialog.getByRole('button', { name: /back/i }).click()
      } else {
        await expect(lab.dialog.getByRole('alert')).toBeVisible({ timeout: 10_000 })
        if (fault === 'reject') await expect(lab.dialog.getByRole('alert')).toContainText('declined')
      }
      await lab.expectConnected(expect, FAULTY.address, chainId)
      // Usable again (finding 1): choosing the network again sends a new request, and it switches.
      await lab.wallet('faulty', 'heal')
      await lab.networkRow(target).click()
      await lab.expectConnected(expect, FAULTY.address, target)
      expect(await lab.requests('faulty', 'wallet_switchEthereumChain')).toBe(asked + 2)
      await page.keyboard.press('Escape')
      await expect(lab.dialog).toBeHidden()
      await lab.reload()
      await lab.expectConnected(expect, FAULTY.address, target)
      chainId = target
    })
  }
})

test('faults: two tabs of the same app, one disconnects', async ({ page, context }) => {
  const first = await connectedLab(page)
  const other = new FaultsLabPage(await context.newPage())
  await other.goto()
  await other.expectConnected(expect, FAULTY.address, 31337)
  await first.page.getByRole('button', { name: 'Disconnect from the app' }).click()
  await first.expectDisconnected(expect)
  // The other tab follows through the `storage` event, wagmi's side included, and a reload there agrees.
  await other.expectDisconnected(expect)
  await other.reload()
  await other.expectDisconnected(expect)
  await other.chooseWallet(FAULTY.name)
  await other.expectConnected(expect, FAULTY.address, 31337)
})
