import { approveFarcasterChannel, expireFarcasterChannel, registerFarcasterId } from '@portico/testing'
import { generatePrivateKey } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { EmbeddedLabPage } from '../pages/embedded-lab'
import { seriousViolations } from '../support/axe'
import { decodeQr } from '../support/qr'

// Farcaster sign-in through the embedded wallet, end to end on the dev stack: apps/api opens a channel on the local
// relay stand-in, the modal shows its URI as a QR code, a test Farcaster client approves it by signing Sign In With
// Farcaster with a custody key registered in the dev id registry on anvil, and apps/api verifies message and custody.

/** A fresh fid per test (the registry on anvil lives for the whole run). */
const newIdentity = (username: string) => ({
  fid: 100_000 + Math.floor(Math.random() * 900_000_000),
  custodyKey: generatePrivateKey(),
  username,
})

class FarcasterLab extends EmbeddedLabPage {
  /** Connect → "Continue with Farcaster"; resolves with the URI the QR code shows, read by jsQR. */
  async openQr(previous?: string): Promise<string> {
    const qr = this.dialog.getByTestId('portico-farcaster-qr')
    await expect(qr).toBeVisible({ timeout: 20_000 })
    if (previous) await expect(qr).not.toHaveAttribute('data-uri', previous)
    const uri = await decodeQr(this.page, qr.locator('svg'))
    expect(uri).toMatch(/^farcaster:\/\/connect\?/)
    expect(uri).toBe(await qr.getAttribute('data-uri'))
    return uri as string
  }

  async start(): Promise<string> {
    await this.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await this.dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
    return this.openQr()
  }

  async connected(username: string) {
    await expect(this.page.getByTestId('hook-status')).toHaveText('connected', { timeout: 20_000 })
    await expect(this.page.getByTestId('hook-username')).toHaveText(username)
    await expect(this.dialog).toBeHidden()
    return this.page.getByTestId('hook-address').innerText()
  }
}

test.describe('Farcaster sign-in (relay stand-in, id registry on anvil, real secure site and apps/api)', () => {
  test.describe.configure({ timeout: 120_000 })

  test('QR shown → the Farcaster client approves → connected; the same fid on a new device gets the same address; axe on the view', async ({
    page,
    browser,
    stack,
  }) => {
    const relay = stack.urls.farcasterRelay as string
    const evm = stack.urls.evm?.[31337] as string
    const identity = newIdentity('ada-fc')
    await registerFarcasterId(evm, identity)
    const lab = new FarcasterLab(page)
    await lab.goto()
    const uri = await lab.start()
    expect(await seriousViolations(page)).toEqual([])
    await approveFarcasterChannel(relay, uri, identity)
    const address = await lab.connected(identity.username)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // Another browser context is another device: the same fid signs in to the same wallet.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin })
    const second = new FarcasterLab(await other.newPage())
    await second.goto()
    await approveFarcasterChannel(relay, await second.start(), identity)
    expect((await second.connected(identity.username)).toLowerCase()).toBe(address.toLowerCase())
    await other.close()
  })

  test('the channel expires → "Failed to connect to farcaster"; retry opens a new channel that connects', async ({
    page,
    stack,
    guard,
  }) => {
    // Chromium logs the frame's refused status request (apps/api's 410 for the expired channel) on its own.
    guard.expectConsoleError(/^Failed to load resource: the server responded with a status of 410 \(Gone\)$/)
    const relay = stack.urls.farcasterRelay as string
    const identity = newIdentity('grace-fc')
    await registerFarcasterId(stack.urls.evm?.[31337] as string, identity)
    const lab = new FarcasterLab(page)
    await lab.goto()
    const first = await lab.start()
    await expireFarcasterChannel(relay, first)
    await expect(lab.dialog.getByRole('alert')).toHaveText('Failed to connect to farcaster', { timeout: 10_000 })
    expect(await seriousViolations(page)).toEqual([])
    // A client that scans the expired code is refused by the relay.
    await expect(approveFarcasterChannel(relay, first, identity)).rejects.toThrow(/401/)

    await lab.dialog.getByRole('button', { name: 'Try again' }).click()
    const second = await lab.openQr(first)
    await approveFarcasterChannel(relay, second, identity)
    await lab.connected(identity.username)
  })
})
