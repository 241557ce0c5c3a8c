import { type RunningRelay, startRelay } from '@portico/testing'
import type { WcTestWallet } from '@portico/testing/wc-wallet'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { WalletConnectClient } from '../src/client/create-client'
import { installLocalStorage } from './fake-provider'

/**
 * The set-up every test over the local relay shares: one relay for the file, and the wallets and clients a test
 * opened are closed after it (a live pairing left behind would keep answering the next test). Call it at the top
 * level of a test file; push what a test opens into `wallets` and `clients`.
 */
export function useLocalRelay() {
  installLocalStorage()
  let running: RunningRelay | undefined
  const wallets: WcTestWallet[] = []
  const clients: WalletConnectClient[] = []
  beforeAll(async () => {
    running = await startRelay()
  })
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.disconnect().catch(() => undefined)
    for (const wallet of wallets.splice(0)) await wallet.close()
  })
  afterAll(async () => {
    await running?.stop()
  })
  return {
    wallets,
    clients,
    get relay(): RunningRelay {
      if (!running) throw new Error('the local relay starts in beforeAll')
      return running
    },
  }
}
