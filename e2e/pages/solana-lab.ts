import type { Locator, Page } from '@playwright/test'
import {
  injectSolanaWallet,
  type PageLike,
  SOLANA_DEV_ACCOUNTS,
  SolanaTestWallet,
  testWalletIcon,
} from '@portico/testing'
import type { StackInfo } from '../support/stack'

export const SOLANA_WALLET_NAME = 'Portico Solana Wallet'
/** Dev account 3: no other spec signs with it. */
export const SOLANA_ACCOUNT = SOLANA_DEV_ACCOUNTS[3]!

export interface SolanaWalletSpec {
  /** The key the wallet holds (default dev account 3). */
  account?: (typeof SOLANA_DEV_ACCOUNTS)[number]
  /**
   * Wallet Standard clusters the wallet lists (default localnet only: devnet and mainnet would be outside this
   * machine). Every listed cluster is served by the dev stack's local service.
   */
  clusters?: ('solana:localnet' | 'solana:devnet')[]
}

/**
 * A real SolanaTestWallet (ed25519 keys, sends to the dev stack's LiteSVM service) registered in the page through
 * Wallet Standard.
 */
export async function injectSolanaTestWallet(
  page: Page,
  stack: StackInfo,
  spec: SolanaWalletSpec = {},
): Promise<SolanaTestWallet> {
  const clusters = spec.clusters ?? ['solana:localnet']
  const wallet = new SolanaTestWallet({
    secretKeys: [(spec.account ?? SOLANA_ACCOUNT).secretKey],
    rpc: Object.fromEntries(clusters.map((cluster) => [cluster, stack.urls.solana.http])),
  })
  const target: PageLike = {
    exposeFunction: async (name, callback) => {
      await page.exposeFunction(name, callback)
    },
    addInitScript: async (script) => {
      await page.addInitScript(script)
    },
    evaluate: (script) => page.evaluate(script),
    isClosed: () => page.isClosed(),
  }
  await injectSolanaWallet(target, wallet, { name: SOLANA_WALLET_NAME, icon: testWalletIcon('S', '#9945ff') })
  return wallet
}

/** Plain JSON-RPC to the local service from Node: what the chain says, independent of the code under test. */
export async function solanaRpc<T>(stack: StackInfo, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(stack.urls.solana.http, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result as T
}

export async function lamportsOf(stack: StackInfo, address: string): Promise<number> {
  return (await solanaRpc<{ value: number }>(stack, 'getBalance', [address])).value
}

/** Whole-token amount of one mint held by an owner, as the service reports it. */
export async function tokenAmountOf(stack: StackInfo, owner: string, mint: string): Promise<string | undefined> {
  const { value } = await solanaRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { uiAmountString: string } } } } } }[]
  }>(stack, 'getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }])
  return value[0]?.account.data.parsed.info.tokenAmount.uiAmountString
}

// The lab's `solana` configuration.
export class SolanaLabPage {
  readonly connectButton: Locator
  readonly dialog: Locator

  constructor(readonly page: Page) {
    this.connectButton = page.getByRole('button', { name: 'Connect Wallet' })
    this.dialog = page.getByRole('dialog')
  }

  async goto(): Promise<void> {
    await this.page.goto('/?config=solana')
    await this.page.getByTestId('lab-solana').waitFor()
  }

  field(name: 'status' | 'address' | 'account-type' | 'network' | 'balance' | 'tokens'): Locator {
    return this.page.getByTestId(`sol-${name}`)
  }

  /** Opens the modal and picks the Wallet Standard wallet; the caller checks what happened. */
  async chooseWallet(): Promise<void> {
    await this.connectButton.click()
    await this.dialog.getByRole('button', { name: new RegExp(SOLANA_WALLET_NAME) }).click()
  }

  /** Waits until the action's output settled (ok or error) and returns it. */
  async outcome(id: 'sign' | 'send' | 'switch'): Promise<{ state: string; text: string }> {
    const output = this.page.getByTestId(`sol-${id}-result`)
    await output.and(this.page.locator('[data-state="ok"], [data-state="error"]')).waitFor({ timeout: 30_000 })
    return { state: (await output.getAttribute('data-state')) ?? '', text: (await output.textContent()) ?? '' }
  }

  async send(to: string, amount: string, token = false): Promise<void> {
    await this.page.getByRole('textbox', { name: 'To', exact: true }).fill(to)
    await this.page.getByRole('textbox', { name: 'Amount', exact: true }).fill(amount)
    await this.page.getByRole('checkbox', { name: /token/ }).setChecked(token)
    await this.page.getByRole('button', { name: 'Send', exact: true }).click()
  }
}
