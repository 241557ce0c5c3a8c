import type { PageLike } from '../evm-wallet/inject'
import type { BtcTestWallet, BtcWalletEvent } from './btc-test-wallet'
import { type BtcInjectedInfo, type BtcInjectFaces, btcInPageScript } from './in-page'

export interface BtcInjectOptions {
  info: BtcInjectedInfo
  /** Which faces the page sees: a sats-connect provider, a Wallet Standard wallet, or both (default). */
  faces?: BtcInjectFaces
}

const EVENTS: BtcWalletEvent[] = ['accountChange', 'networkChange', 'disconnect']
const STANDARD_CHAINS = { mainnet: 'bitcoin:mainnet', testnet: 'bitcoin:testnet', regtest: 'bitcoin:regtest' }

/**
 * Puts a Node-side BtcTestWallet into a page before its scripts run: the page's requests are answered in Node with
 * real keys, the wallet's events are dispatched into the page. Call before page.goto.
 */
export async function injectBtcWallet(page: PageLike, wallet: BtcTestWallet, options: BtcInjectOptions): Promise<void> {
  const binding = `__porticoBtcWallet_${options.info.providerId.replace(/[^a-zA-Z0-9]/g, '_')}`
  await page.exposeFunction(binding, async (payload: string) => {
    try {
      const request = JSON.parse(payload) as { method: string; params?: unknown }
      const result = await wallet.request(request)
      return JSON.stringify({ result: result === undefined ? null : result })
    } catch (error) {
      const e = error as { code?: number; message?: string }
      return JSON.stringify({
        error: { code: typeof e.code === 'number' ? e.code : -32603, message: e.message ?? String(error) },
      })
    }
  })
  for (const event of EVENTS) {
    wallet.on(event, (payload) => {
      if (page.isClosed()) return
      page
        .evaluate(
          `window[${JSON.stringify(`${binding}_emit`)}]?.(${JSON.stringify(event)}, ${JSON.stringify(payload)})`,
        )
        .catch(() => {
          // The page navigated or closed between the check and the call: the event has nowhere to go.
        })
    })
  }
  await page.addInitScript({
    content: btcInPageScript(binding, options.info, options.faces ?? 'both', STANDARD_CHAINS[wallet.network]),
  })
}
