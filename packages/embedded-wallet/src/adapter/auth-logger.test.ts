import { describe, expect, it, vi } from 'vitest'
import type { FrameMessenger, MessengerLog } from '../messenger/frame-messenger'
import { createEmbeddedWallet } from './create-adapters'

const SECURE = 'http://127.0.0.1:7001'

/** The log the frame messenger is made with, once the wallet's frame is first needed. */
async function messengerLog(hostLog: boolean | undefined, log: MessengerLog): Promise<MessengerLog | undefined> {
  let given: MessengerLog | undefined
  const messenger = { origin: SECURE, ready: async () => undefined } as unknown as FrameMessenger
  const wallet = createEmbeddedWallet({
    secureSiteUrl: SECURE,
    log,
    createMessenger: (options) => {
      given = options.log
      return messenger
    },
  })
  const host = { approve: async () => true, unsupported: () => undefined, log: hostLog }
  for (const adapter of wallet.adapters) adapter.setAuthHost?.(host)
  const [connector] = await wallet.adapters[0].syncConnectors({ namespace: 'eip155' })
  if (!connector) throw new Error('no auth connector')
  ;(connector.provider as { preload(): void }).preload()
  await vi.waitFor(() => expect(given).toBeDefined())
  return given
}

describe("enableAuthLogger (core's auth host says whether to log)", () => {
  it("the frame's messenger logs through the wallet's log unless the app turned the logger off", async () => {
    const log = vi.fn()
    expect(await messengerLog(undefined, log)).toBe(log)
    expect(await messengerLog(true, log)).toBe(log)
    const muted = await messengerLog(false, log)
    expect(muted).not.toBe(log)
    muted?.('error', 'dropped')
    expect(log).not.toHaveBeenCalled()
  })
})
