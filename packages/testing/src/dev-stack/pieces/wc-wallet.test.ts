import { expect, test } from 'vitest'
import { startRelay } from '../../wc-relay'
import { isDown } from '../test-support'
import { startWcWalletPiece } from './wc-wallet'

test('the wallet page piece serves the page on its own port and stops', { timeout: 30_000 }, async () => {
  const relay = await startRelay()
  try {
    // The chains are only asked when the wallet signs; the page starts without them.
    const piece = await startWcWalletPiece(relay.url, { 31337: 'http://127.0.0.1:9', 31338: 'http://127.0.0.1:9' }, 0)
    expect(piece.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await (await fetch(piece.url)).text()).toContain('Pairing URI')
    expect(await (await fetch(`${piece.url}/state`)).json()).toMatchObject({ chainId: 31337, sessions: [] })
    await piece.stop()
    expect(await isDown(piece.url)).toBe(true)
  } finally {
    await relay.stop()
  }
})
