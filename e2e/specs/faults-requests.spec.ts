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

// One wallet request the lab page sends from a button, and what its refusal and its success look like.
const REQUESTS = [
  {
    method: 'personal_sign',
    button: 'Sign message',
    result: 'sign',
    refused: 'SIGNATURE_DECLINED: Signature declined',
    done: '',
  },
  // A mined transfer: the lab prints the receipt's status.
  {
    method: 'eth_sendTransaction',
    button: 'Send transaction',
    result: 'send',
    refused: /^USER_REJECTED: /,
    done: 'success',
  },
] as const

for (const request of REQUESTS) {
  test(`faults: ${request.method} under each fault fails typed, leaves the connection, and the next request works`, async ({
    page,
  }) => {
    // Six faults, each ending in a reload: about 20 s on a 2-core machine, more on a slower one.
    test.setTimeout(60_000)
    const lab = await connectedLab(page)
    const button = page.getByRole('button', { name: request.button })
    for (const fault of FAULTS) {
      await test.step(fault, async () => {
        await lab.wallet('faulty', 'fault', request.method, fault)
        await button.click()
        if (fault === 'hang') await expect(lab.result(request.result)).toHaveAttribute('data-state', 'busy')
        else expect((await lab.outcome(request.result)).state).toBe('error')
        if (fault === 'reject') await expect(lab.result(request.result)).toHaveText(request.refused)
        await lab.expectConnected(expect, FAULTY.address, 31337)
        // A pending request never blocks the next one: the wallet is asked again and this time it answers.
        await lab.wallet('faulty', 'heal')
        const asked = await lab.requests('faulty', request.method)
        await button.click()
        const answered = await lab.outcome(request.result)
        expect(answered.state).toBe('ok')
        expect(answered.text).toContain(request.done)
        expect(await lab.requests('faulty', request.method)).toBe(asked + 1)
        await lab.reload()
        await lab.expectConnected(expect, FAULTY.address, 31337)
      })
    }
  })
}

test('faults: wallet_switchEthereumChain under each fault: the modal says so or can be left, and the next switch is sent', async ({
  page,
}) => {
  // Six faults, each ending in a reload (as above).
  test.setTimeout(60_000)
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
