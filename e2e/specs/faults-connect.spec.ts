import { expect, test } from '../fixtures'
import { FAULTY, FaultsLabPage, HEALTHY } from '../pages/faults-lab'

// Issue 15's fault suite, connect side. Every case ends with the same two checks: the modal is usable again (the
// user picks the healthy wallet and it connects) and storage is not half-connected (after a reload Portico and
// wagmi agree on what the app showed).

async function usableAgain(lab: FaultsLabPage) {
  if (!(await lab.dialog.isVisible())) await lab.openConnect()
  const back = lab.dialog.getByRole('button', { name: /back/i })
  if (await back.isVisible()) await back.click()
  await lab.walletRow(HEALTHY.name).click()
  await lab.expectConnected(expect, HEALTHY.address, 31337)
}

async function sameAfterReload(lab: FaultsLabPage) {
  await lab.reload()
  await lab.expectConnected(expect, HEALTHY.address, 31337)
  await expect(lab.portico('connector')).toHaveText(HEALTHY.rdns)
  await expect(lab.wagmi('connector')).toHaveText(HEALTHY.rdns)
}

const CONNECT_FAULTS = [
  { fault: 'eth_requestAccounts:reject', shows: 'Connection rejected' },
  { fault: 'eth_requestAccounts:throw-string', shows: 'Failed to connect' },
  { fault: 'eth_requestAccounts:throw-null', shows: 'Failed to connect' },
  { fault: 'eth_requestAccounts:throw-object', shows: 'Failed to connect' },
  { fault: 'eth_requestAccounts:garbage', shows: 'Failed to connect' },
]

test.describe('faults: connect', () => {
  for (const { fault, shows } of CONNECT_FAULTS) {
    test(`${fault}: "${shows}", nothing connected on either side`, async ({ page }) => {
      const lab = new FaultsLabPage(page)
      await lab.goto(`fault=${fault}`)
      await lab.chooseWallet(FAULTY.name)
      await expect(lab.dialog.getByRole('alert')).toContainText(shows, { timeout: 10_000 })
      // Neither side keeps what the wallet answered (finding 5: wagmi used to keep the garbage connection).
      await lab.expectDisconnected(expect)
      // Try again asks the wallet again.
      const before = await lab.requests('faulty', 'eth_requestAccounts')
      await lab.dialog.getByRole('button', { name: 'Try again' }).click()
      await expect.poll(() => lab.requests('faulty', 'eth_requestAccounts')).toBeGreaterThan(before)
      await usableAgain(lab)
      await sameAfterReload(lab)
    })
  }

  // A non-hex chain id never settles wagmi's connect (it waits for a chain change to the chain it asked for): to the
  // user it is a wallet that does not answer, like a hang.
  for (const { fault, method } of [
    { fault: 'eth_requestAccounts:hang', method: 'eth_requestAccounts' },
    { fault: 'eth_chainId:garbage', method: 'eth_chainId' },
  ]) {
    test(`${fault}: Escape, then the same wallet is asked again and another wallet connects`, async ({ page }) => {
      const lab = new FaultsLabPage(page)
      await lab.goto(`fault=${fault}`)
      await lab.chooseWallet(FAULTY.name)
      await expect(lab.dialog.getByText(`Continue in ${FAULTY.name}`)).toBeVisible()
      const asked = await lab.requests('faulty', method)
      await page.keyboard.press('Escape')
      await expect(lab.dialog).toBeHidden()
      // Finding 1: the abandoned request does not block the next one.
      await lab.openConnect()
      await lab.walletRow(FAULTY.name).click()
      await expect.poll(() => lab.requests('faulty', method)).toBeGreaterThan(asked)
      await lab.dialog.getByRole('button', { name: /back/i }).click()
      await usableAgain(lab)
      await sameAfterReload(lab)
    })
  }

  test('the wallet moves to a chain the app does not configure while the modal is open: UnsupportedChain', async ({
    page,
  }) => {
    const lab = new FaultsLabPage(page)
    await lab.goto()
    await lab.chooseWallet(HEALTHY.name)
    await lab.expectConnected(expect, HEALTHY.address, 31337)
    await lab.connectButton.or(page.locator('[data-portico-button="account"]')).first().click()
    await lab.wallet('healthy', 'emitEvent', 'chainChanged', '0x1')
    await expect(lab.dialog.locator('[data-view="UnsupportedChain"]')).toBeVisible()
    // Finding 4: the app follows the wallet, named "Unknown Network".
    await expect(lab.portico('chain')).toHaveText('1')
    await expect(lab.wagmi('chain')).toHaveText('1')
    await expect(lab.networkButton()).toHaveText('Unknown Network')
    // Usable: choosing a configured network switches the wallet back.
    await lab.dialog.getByRole('button', { name: /Portico Local 2/ }).click()
    await lab.expectConnected(expect, HEALTHY.address, 31338)
    await lab.reload()
    await lab.expectConnected(expect, HEALTHY.address, 31338)
  })

  test('accountsChanged([]): disconnected on both sides; reconnecting works and survives a reload', async ({
    page,
  }) => {
    const lab = new FaultsLabPage(page)
    await lab.goto()
    await lab.chooseWallet(FAULTY.name)
    await lab.expectConnected(expect, FAULTY.address, 31337)
    await lab.wallet('faulty', 'revoke')
    await lab.expectDisconnected(expect)
    await lab.reload()
    await lab.expectDisconnected(expect)
    await lab.connectButton.click()
    await usableAgain(lab)
    await sameAfterReload(lab)
  })

  test('a page where localStorage throws loads, connects, and reloads consistently', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    })
    const lab = new FaultsLabPage(page)
    await lab.goto()
    await lab.connectButton.click()
    await usableAgain(lab)
    // Nothing can be stored: after a reload both sides agree on disconnected, and connecting works again.
    await lab.reload()
    await lab.expectDisconnected(expect)
    await lab.connectButton.click()
    await usableAgain(lab)
  })
})

test.describe('faults: a wallet announced late is restored on reload (finding 3)', () => {
  for (const ms of [0, 250, 500, 1500, 3000]) {
    test(`announced ${ms} ms after load`, async ({ page }) => {
      const lab = new FaultsLabPage(page)
      await lab.goto(`announce=${ms}`)
      await lab.connectButton.click()
      // Finding 7: no window.ethereum, so no generic "Injected" entry that would fail when chosen.
      await expect(lab.walletRow(HEALTHY.name)).toBeVisible()
      await expect(lab.walletRow('Injected')).toHaveCount(0)
      await lab.walletRow(FAULTY.name).click({ timeout: ms + 5_000 })
      await lab.expectConnected(expect, FAULTY.address, 31337)
      await lab.reload()
      await lab.expectConnected(expect, FAULTY.address, 31337)
      await expect(lab.portico('connector')).toHaveText(FAULTY.rdns)
    })
  }
})
