import type { PageLike } from '../evm-wallet/inject'
import { polkadotInPageScript } from './in-page'
import type { PolkadotTestWallet, PolkadotWalletEvent } from './polkadot-test-wallet'

export interface PolkadotInjectOptions {
  /** The key under window.injectedWeb3 (the extension's name, also the connector id). */
  name?: string
  version?: string
}

const EVENTS: PolkadotWalletEvent[] = ['accounts', 'vanish']

/** Installs a Node-side PolkadotTestWallet as window.injectedWeb3[name] before the page's scripts run. */
export async function injectPolkadotWallet(
  page: PageLike,
  wallet: PolkadotTestWallet,
  options: PolkadotInjectOptions = {},
): Promise<void> {
  const name = options.name ?? 'portico-test'
  const binding = `__porticoPolkadot_${name.replace(/[^a-zA-Z0-9]/g, '_')}`
  await page.exposeFunction(binding, async (payload: string) => {
    try {
      const request = JSON.parse(payload) as { method: string; params?: unknown }
      const result = await wallet.request(request)
      return JSON.stringify({ result: result === undefined ? null : result })
    } catch (error) {
      return JSON.stringify({ error: { message: (error as Error)?.message ?? String(error) } })
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
  await page.addInitScript({ content: polkadotInPageScript(binding, name, options.version ?? '0.1.0') })
}
