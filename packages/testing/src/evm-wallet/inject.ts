import type { EvmTestWallet, WalletEvent } from './evm-test-wallet'
import { type InjectedWalletInfo, inPageProviderScript } from './in-page-provider'

/** The part of a Playwright Page this needs; declared here so @portico/testing does not depend on Playwright. */
export interface PageLike {
  exposeFunction(name: string, callback: (payload: string) => Promise<string>): Promise<void>
  addInitScript(script: { content: string }): Promise<void>
  evaluate(script: string): Promise<unknown>
  isClosed(): boolean
}

export interface InjectOptions {
  info: InjectedWalletInfo
  /** Also install the provider as window.ethereum (when nothing else did). Default false: EIP-6963 only. */
  asWindowEthereum?: boolean
}

const EVENTS: WalletEvent[] = ['accountsChanged', 'chainChanged', 'connect', 'disconnect']

/** A small generated icon, so the wallet list shows something without fetching an image. */
export function testWalletIcon(letter: string, colour = '#3b82f6'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${colour}"/><text x="16" y="22" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/**
 * Puts a Node-side EvmTestWallet into a page before its scripts run. Requests from the page are answered by the
 * wallet in Node (real keys, real node); the wallet's events are dispatched into the page. Call before page.goto.
 */
export async function injectEvmWallet(page: PageLike, wallet: EvmTestWallet, options: InjectOptions): Promise<void> {
  const binding = `__porticoEvmWallet_${options.info.rdns.replace(/[^a-zA-Z0-9]/g, '_')}`
  await page.exposeFunction(binding, async (payload: string) => {
    try {
      const request = JSON.parse(payload) as { method: string; params?: unknown }
      const result = await wallet.request(request)
      return JSON.stringify({ result: result === undefined ? null : result })
    } catch (error) {
      const e = error as { code?: number; message?: string; data?: unknown }
      return JSON.stringify({
        error: {
          code: typeof e.code === 'number' ? e.code : -32603,
          message: e.message ?? String(error),
          data: e.data,
        },
      })
    }
  })
  for (const event of EVENTS) {
    wallet.on(event, (payload) => {
      if (page.isClosed()) return
      const value =
        payload instanceof Error ? { code: (payload as { code?: number }).code, message: payload.message } : payload
      page
        .evaluate(`window[${JSON.stringify(`${binding}_emit`)}]?.(${JSON.stringify(event)}, ${JSON.stringify(value)})`)
        .catch(() => {
          // The page navigated or closed between the check and the call: the event has nowhere to go.
        })
    })
  }
  await page.addInitScript({ content: inPageProviderScript(binding, options.info, options.asWindowEthereum ?? false) })
}
