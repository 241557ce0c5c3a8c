import type { Locator, Page } from '@playwright/test'
import { DEV_ACCOUNTS } from '@portico/testing'
import { type ProposalBehaviour, WcTestWallet, type WcTestWalletOptions } from '@portico/testing/wc-wallet'
import type { StackInfo } from '../support/stack'

/** Dev account 7: funded on both chains and not used by the other specs. */
export const WC_ACCOUNT = DEV_ACCOUNTS[7] as (typeof DEV_ACCOUNTS)[number]

/** The walletkit test wallet in the Playwright process, on the dev stack's relay and chains. */
export function createWallet(
  stack: StackInfo,
  proposals: ProposalBehaviour = 'approve',
  extra: Pick<WcTestWalletOptions, 'solana' | 'bitcoin'> = {},
): Promise<WcTestWallet> {
  const relayUrl = stack.urls.relay
  if (typeof relayUrl !== 'string') throw new Error('the dev stack has no WalletConnect relay (urls.relay)')
  return WcTestWallet.create({
    relayUrl,
    proposals,
    privateKeys: [WC_ACCOUNT.privateKey],
    chains: [
      { chainId: 31337, rpcUrl: stack.urls.evm[31337] },
      { chainId: 31338, rpcUrl: stack.urls.evm[31338] },
    ],
    ...extra,
  })
}

// The lab's `walletconnect` configuration: Portico's hooks and wagmi's side by side, the pairing state, actions.
export class WalletConnectLabPage {
  readonly connectButton: Locator
  readonly dialog: Locator
  readonly qr: Locator

  /** `origin`: the lab's URL when it is not the fixture's baseURL (the production build of the budget spec). */
  constructor(
    readonly page: Page,
    readonly origin = '',
  ) {
    this.connectButton = page.getByRole('button', { name: 'Connect Wallet' })
    this.dialog = page.getByRole('dialog')
    this.qr = page.getByTestId('portico-wc-qr')
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.origin}/?config=walletconnect`)
    await this.page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor()
  }

  field(
    id:
      | 'portico-status'
      | 'wagmi-status'
      | 'portico-caip-address'
      | 'wagmi-address'
      | 'portico-chain'
      | 'wagmi-chain'
      | 'wc-pairing-status',
  ): Locator {
    return this.page.getByTestId(id)
  }

  walletConnectRow(): Locator {
    return this.dialog.getByRole('button', { name: /WalletConnect/ })
  }

  /**
   * Opens the modal, clicks WalletConnect and waits for the QR. Returns its URI and the click → QR time measured in
   * the page (the click event's timestamp to the first animation frame that has the QR in the shadow root).
   */
  async openQr(): Promise<{
    uri: string
    qrMs: number
    providerLoadedBeforeClick: boolean
    steps: Record<string, number>
  }> {
    // As in the modal timing spec: the modal's views are prefetched on idle; measure once the page is quiet, so the
    // number is the WalletConnect path (provider chunk, relay socket, proposal) and not the lab's dev server.
    await this.page.waitForLoadState('networkidle')
    await this.connectButton.click()
    const row = this.walletConnectRow()
    await row.waitFor()
    await this.page.waitForLoadState('networkidle')
    // The QR's insertion is observed (a MutationObserver, no polling: a requestAnimationFrame loop keeps the
    // compositor drawing every frame, which took ~half a core of this 2-core machine away from the page under
    // test), and the time taken in the next animation frame, the one that paints it.
    const watch = this.page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          let clickedAt: number | undefined
          ;(globalThis as { __wcClickAt?: () => number | undefined }).__wcClickAt = () => clickedAt
          document.addEventListener('click', (e) => (clickedAt ??= e.timeStamp), { capture: true, once: true })
          const root = document.querySelector('portico-modal')?.shadowRoot
          if (!root) return reject(new Error('the modal is not open'))
          const timer = setTimeout(() => {
            observer.disconnect()
            reject(new Error('no QR within 15 s'))
          }, 15_000)
          const observer = new MutationObserver(() => {
            if (clickedAt === undefined || !root.querySelector('[data-testid="portico-wc-qr"] svg')) return
            observer.disconnect()
            clearTimeout(timer)
            const start = clickedAt
            requestAnimationFrame(() => resolve(performance.now() - start))
          })
          observer.observe(root, { childList: true, subtree: true })
        }),
    )
    // The listener must be in place before the click.
    await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))))
    const providerLoadedBeforeClick = await this.page.evaluate(() =>
      performance.getEntriesByType('resource').some((e) => /load-provider|universal[-_]provider/.test(e.name)),
    )
    await row.click()
    const qrMs = await watch
    const uri = await this.qr.getAttribute('data-uri')
    if (!uri?.startsWith('wc:')) throw new Error(`the QR has no wc: URI (${uri})`)
    // Where the time went: the client's User Timing marks, from the click.
    const steps = await this.page.evaluate(() => {
      const at = (globalThis as { __wcClickAt?: () => number | undefined }).__wcClickAt?.() ?? 0
      const marks = performance
        .getEntriesByType('mark')
        .filter((m) => m.name.startsWith('portico:walletconnect:'))
        .map((m) => [m.name.slice('portico:walletconnect:'.length), Math.round(m.startTime - at)])
      const chunk = performance.getEntriesByType('resource').find((e) => /load-provider/.test(e.name)) as
        | PerformanceResourceTiming
        | undefined
      const fetched = chunk
        ? [
            ['chunk-request', Math.round(chunk.startTime - at)],
            ['chunk-received', Math.round(chunk.responseEnd - at)],
          ]
        : []
      return Object.fromEntries([...marks, ...fetched])
    })
    return { uri, qrMs, providerLoadedBeforeClick, steps }
  }

  /** Page time now (ms), to measure an interval that starts in Node. */
  now(): Promise<number> {
    return this.page.evaluate(() => performance.now())
  }

  /**
   * Resolves with the page time of the first frame where both sides say connected. Watched as the QR is (a
   * MutationObserver, then one animation frame), not by polling every frame.
   */
  connectedAt(): Promise<number> {
    return this.page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent
          const connected = () => text('portico-status') === 'connected' && text('wagmi-status') === 'connected'
          const done = () => {
            observer.disconnect()
            clearTimeout(timer)
            requestAnimationFrame(() => resolve(performance.now()))
          }
          const observer = new MutationObserver(() => connected() && done())
          const timer = setTimeout(() => {
            observer.disconnect()
            reject(new Error('not connected within 15 s'))
          }, 15_000)
          observer.observe(document.body, { childList: true, characterData: true, subtree: true })
          if (connected()) done()
        }),
    )
  }

  result(id: 'sign' | 'send' | 'switch' | 'typed'): Locator {
    return this.page.getByTestId(`${id}-result`)
  }

  async outcome(id: 'sign' | 'send' | 'switch' | 'typed'): Promise<{ state: string; text: string }> {
    const output = this.result(id)
    await output.and(this.page.locator('[data-state="ok"], [data-state="error"]')).waitFor({ timeout: 30_000 })
    return { state: (await output.getAttribute('data-state')) ?? '', text: (await output.textContent()) ?? '' }
  }
}
