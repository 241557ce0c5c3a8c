import { type Hex, verifyMessage } from 'viem'
import { expect, test } from '../fixtures/walletconnect'
import { WalletConnectLabPage, WC_ACCOUNT } from '../pages/walletconnect-lab'

const ADDRESS = WC_ACCOUNT.address as Hex

/** The dev stack relay's HTTP side (same port as its WebSocket). */
function relayHttp(relayUrl: unknown): string {
  if (typeof relayUrl !== 'string') throw new Error('the dev stack has no WalletConnect relay (urls.relay)')
  return relayUrl.replace(/^ws/, 'http').replace(/\/$/, '')
}

interface RelayStats {
  connections: number
}

// §6: the relay restarts mid-session. `POST /control/drop?downMs=N` closes every socket (the page's and the
// wallet's) and refuses new ones for N ms while keeping the mailbox, which is what a restart looks like to clients.
// The lab sends personal_sign while the relay is down; the request must reach the wallet once both sides are back,
// its answer must reach the page, and the signature must verify.
test.describe('WalletConnect: the relay restarts mid-session', () => {
  test('personal_sign sent during the outage is answered after both sides reconnect; the signature verifies', async ({
    page,
    stack,
    wallets,
    guard,
  }) => {
    const relay = relayHttp(stack.urls.relay)
    // Chromium itself logs each reconnect attempt the relay refuses during the outage (503): expected here, and
    // proof that the page's socket really went down. Any other console error still fails the test.
    const refused =
      /^WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/\?auth=.*' failed: Error during WebSocket handshake: Unexpected response code: 503$/
    guard.expectConsoleError(refused)
    const wallet = await wallets.create(stack)
    const lab = new WalletConnectLabPage(page)
    await lab.goto()
    const { uri } = await lab.openQr()
    await wallet.pair(uri)
    await expect(lab.field('portico-status')).toHaveText('connected', { timeout: 10_000 })
    const before = (await (await fetch(`${relay}/control/stats`)).json()) as RelayStats
    expect(before.connections).toBeGreaterThanOrEqual(2)

    const dropped = await fetch(`${relay}/control/drop?downMs=2000`, { method: 'POST' })
    expect(dropped.ok).toBe(true)
    // During the outage: every socket is gone and new ones are refused.
    const during = (await (await fetch(`${relay}/control/stats`)).json()) as RelayStats
    expect(during.connections).toBe(0)

    const message = `Signed across a relay restart ${Date.now()}`
    await page.getByLabel('Message').fill(message)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const signed = await lab.outcome('sign')
    expect(signed.state, signed.text).toBe('ok')
    expect(await verifyMessage({ address: ADDRESS, message, signature: signed.text.trim() as Hex })).toBe(true)
    // Exactly one personal_sign reached the wallet: the request was neither lost nor delivered twice.
    expect(wallet.requests.filter((r) => r.method === 'personal_sign')).toHaveLength(1)
    await expect(lab.field('portico-status')).toHaveText('connected')
    expect(guard.expectedConsoleErrors().length).toBeGreaterThan(0)

    // And the session keeps working after the reconnect.
    const again = `After the restart ${Date.now()}`
    await page.getByLabel('Message').fill(again)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(lab.result('sign')).not.toHaveText(signed.text, { timeout: 30_000 })
    const second = await lab.outcome('sign')
    expect(second.state, second.text).toBe('ok')
    expect(await verifyMessage({ address: ADDRESS, message: again, signature: second.text.trim() as Hex })).toBe(true)
  })
})
