import type { Page } from '@playwright/test'
import { DEV_ACCOUNTS } from '@portico/testing'
import { EvmLabPage } from './evm-lab'

// The lab's `faults` configuration: the EVM lab over two in-page wallets, "Faulty Wallet" (misbehaving as the query
// says) and "Healthy Wallet". Both sign with dev keys on the local anvil chains and remember, like an extension,
// whether the site is authorized, so a reload restores what the app stored.

export const FAULTY = { name: 'Faulty Wallet', rdns: 'dev.portico.faulty', address: DEV_ACCOUNTS[6]!.address }
export const HEALTHY = { name: 'Healthy Wallet', rdns: 'dev.portico.healthy', address: DEV_ACCOUNTS[7]!.address }

type WalletName = 'faulty' | 'healthy'

export class FaultsLabPage extends EvmLabPage {
  readonly view
  constructor(page: Page) {
    super(page)
    this.view = this.dialog.locator('.portico-view')
  }

  /** `query` without the leading `&`: e.g. `fault=eth_requestAccounts:hang&announce=500`. */
  override async goto(query = ''): Promise<void> {
    await this.page.goto(`/?config=faults${query ? `&${query}` : ''}`)
    await this.page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor()
  }

  /** The connect button by its role in the page, whatever it says ("Connecting…" while a wallet request waits). */
  async openConnect(): Promise<void> {
    await this.page.locator('[data-portico-button="connect"]').click()
  }

  async reload(): Promise<void> {
    await this.page.reload()
    await this.page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor()
  }

  /** Runs a method of an in-page wallet (`fault`, `heal`, `emitEvent`, `revoke`…) with JSON arguments. */
  async wallet(which: WalletName, method: string, ...args: unknown[]): Promise<void> {
    await this.page.evaluate(
      ([w, m, a]) => {
        const wallets = (window as unknown as { __faultyWallets: Record<string, Record<string, unknown>> })
          .__faultyWallets
        const wallet = wallets[w as string]!
        ;(wallet[m as string] as (...x: unknown[]) => unknown).apply(wallet, a as unknown[])
      },
      [which, method, args] as const,
    )
  }

  /** How many times the page asked this wallet for `method`. */
  requests(which: WalletName, method: string): Promise<number> {
    return this.page.evaluate(
      ([w, m]) =>
        (window as unknown as { __faultyWallets: Record<string, { requests: { method: string }[] }> }).__faultyWallets[
          w as string
        ]!.requests.filter((r) => r.method === m).length,
      [which, method] as const,
    )
  }

  networkButton() {
    return this.page.locator('[data-portico-button="network"]')
  }

  networkRow(chainId: number) {
    return this.dialog.locator(`[data-network="eip155:${chainId}"]`)
  }
}
