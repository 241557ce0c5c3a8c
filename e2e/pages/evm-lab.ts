import type { Locator, Page } from '@playwright/test'
import { DEV_TOKEN, porticoDevTokenAbi } from '@portico/dev-contracts'
import {
  DEV_ACCOUNTS,
  EvmTestWallet,
  injectEvmWallet,
  inPageProviderScript,
  type PageLike,
  testWalletIcon,
} from '@portico/testing'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { StackInfo } from '../support/stack'

export interface TestWalletSpec {
  name: string
  rdns: string
  /** Index into the funded dev accounts (default 5: not used by other specs). */
  account?: number
  /** A key of the spec's own instead (an unfunded address no other spec touches). */
  privateKey?: `0x${string}`
  /** Chains the wallet knows at start (default both dev chains). */
  chainIds?: (31337 | 31338)[]
  asWindowEthereum?: boolean
  letter?: string
  /** EIP-5792 wallet_sendCalls; with `atomic`, wallet_getCapabilities also reports atomic batching. */
  eip5792?: boolean
  atomic?: boolean
}

export const TEST_WALLET: TestWalletSpec = { name: 'Portico Test Wallet', rdns: 'dev.portico.testwallet', letter: 'P' }

export interface AgreementLog {
  renders: number
  disagreements: { at: number; what: string }[]
  mountedAt?: number
  firstConnectedAt?: number
}

/** A real EvmTestWallet (real keys, real anvil) injected into the page and announced over EIP-6963. */
export async function injectTestWallet(page: Page, stack: StackInfo, spec: TestWalletSpec = TEST_WALLET) {
  const { wallet, info, target } = makeWallet(page, stack, spec)
  await injectEvmWallet(target, wallet, { info, asWindowEthereum: spec.asWindowEthereum ?? false })
  return wallet
}

/**
 * A wallet that arrives after the page started (an extension enabled later): its provider is injected and announced
 * now, into the running page. The binding name follows injectEvmWallet's, which the in-page script calls.
 */
export async function announceLateWallet(page: Page, stack: StackInfo, spec: TestWalletSpec) {
  const { wallet, info, target } = makeWallet(page, stack, spec)
  await injectEvmWallet(target, wallet, { info })
  const binding = `__porticoEvmWallet_${info.rdns.replace(/[^a-zA-Z0-9]/g, '_')}`
  await page.evaluate(inPageProviderScript(binding, info, false))
  return wallet
}

function makeWallet(page: Page, stack: StackInfo, spec: TestWalletSpec) {
  const urls = stack.urls.evm
  const chainIds = spec.chainIds ?? [31337, 31338]
  const privateKey = spec.privateKey ?? DEV_ACCOUNTS[spec.account ?? 5]?.privateKey
  if (!privateKey) throw new Error(`no dev account ${spec.account}`)
  const wallet = new EvmTestWallet({
    privateKeys: [privateKey],
    chains: chainIds.map((chainId) => ({ chainId, rpcUrl: urls[chainId] })),
    ...(spec.eip5792 ? { eip5792: true, atomic: spec.atomic ?? false } : {}),
  })
  // Playwright's exposeFunction answers a Disposable; the testing package only needs it to finish.
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
  const info = { uuid: crypto.randomUUID(), name: spec.name, rdns: spec.rdns, icon: testWalletIcon(spec.letter ?? 'W') }
  return { wallet, info, target }
}

/**
 * The start of most EVM flows: the test wallet injected, the lab opened, the wallet chosen in the modal and connected
 * on 31337 (both hooks agreeing).
 */
export async function connectTestWallet(
  page: Page,
  stack: StackInfo,
  expect: ExpectLike,
  spec: TestWalletSpec = TEST_WALLET,
): Promise<{ wallet: EvmTestWallet; lab: EvmLabPage }> {
  const wallet = await injectTestWallet(page, stack, spec)
  const lab = new EvmLabPage(page)
  await lab.goto()
  await lab.chooseWallet(spec.name)
  const address = spec.privateKey
    ? privateKeyToAccount(spec.privateKey).address
    : (DEV_ACCOUNTS[spec.account ?? 5]?.address ?? '')
  await lab.expectConnected(expect, address, 31337)
  return { wallet, lab }
}

/** A client on one of the dev chains, for checks made from Node (receipts, balances, contract state). */
export function chainClient(stack: StackInfo, chainId: 31337 | 31338): PublicClient {
  return createPublicClient({ transport: http(stack.urls.evm[chainId], { retryCount: 0 }) })
}

/** The dev token's (PUSD, 6 decimals) balance of an address, read from the chain. */
export function pusdBalance(client: PublicClient, address: Address): Promise<bigint> {
  return client.readContract({
    address: DEV_TOKEN.address,
    abi: porticoDevTokenAbi,
    functionName: 'balanceOf',
    args: [address],
  })
}

// The lab's `evm` configuration: Portico's hooks and wagmi's useConnection side by side, and the actions.
export class EvmLabPage {
  readonly connectButton: Locator
  readonly dialog: Locator
  readonly agree: Locator

  constructor(readonly page: Page) {
    this.connectButton = page.getByRole('button', { name: 'Connect Wallet' })
    this.dialog = page.getByRole('dialog')
    this.agree = page.getByTestId('hooks-agree')
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/?config=evm${query}`)
    await this.page.getByTestId('hook-initialized').filter({ hasText: 'true' }).waitFor()
  }

  portico(field: 'status' | 'address' | 'chain' | 'balance' | 'connector' | 'wallet'): Locator {
    return this.page.getByTestId(`portico-${field}`)
  }

  wagmi(field: 'status' | 'address' | 'chain' | 'connector' | 'wallet'): Locator {
    return this.page.getByTestId(`wagmi-${field}`)
  }

  walletRow(name: string): Locator {
    return this.dialog.getByRole('button', { name: new RegExp(name) })
  }

  /** Opens the modal and picks the announced wallet; the caller checks what happened. */
  async chooseWallet(name: string): Promise<void> {
    await this.connectButton.click()
    await this.walletRow(name).click()
  }

  result(id: 'sign' | 'send' | 'write' | 'switch'): Locator {
    return this.page.getByTestId(`${id}-result`)
  }

  /** Waits until the action's output settled (ok or error) and returns it. */
  async outcome(id: 'sign' | 'send' | 'write' | 'switch'): Promise<{ state: string; text: string }> {
    const output = this.result(id)
    await output.and(this.page.locator('[data-state="ok"], [data-state="error"]')).waitFor({ timeout: 30_000 })
    return { state: (await output.getAttribute('data-state')) ?? '', text: (await output.textContent()) ?? '' }
  }

  async setMessage(message: string): Promise<void> {
    await this.page.getByLabel('Message').fill(message)
  }

  async setRecipient(to: Address, valueEth: string): Promise<void> {
    await this.page.getByLabel('To').fill(to)
    await this.page.getByLabel('Value (ETH)').fill(valueEth)
  }

  log(): Promise<AgreementLog> {
    return this.page.evaluate(
      () => (globalThis as { __porticoEvmLab?: AgreementLog }).__porticoEvmLab ?? { renders: 0, disagreements: [] },
    )
  }

  /** Both sides say connected with this address on this chain, and the page says they agree. */
  async expectConnected(expect: ExpectLike, address: string, chainId: number): Promise<void> {
    await expect(this.portico('status')).toHaveText('connected', { timeout: 10_000 })
    await expect(this.wagmi('status')).toHaveText('connected', { timeout: 10_000 })
    await expect(this.portico('address')).toHaveText(address)
    await expect(this.wagmi('address')).toHaveText(address)
    await expect(this.portico('chain')).toHaveText(String(chainId), { timeout: 10_000 })
    await expect(this.wagmi('chain')).toHaveText(String(chainId))
    await expect(this.agree).toHaveAttribute('data-agree', 'yes')
  }

  async expectDisconnected(expect: ExpectLike): Promise<void> {
    await expect(this.portico('status')).toHaveText('disconnected', { timeout: 10_000 })
    await expect(this.wagmi('status')).toHaveText('disconnected', { timeout: 10_000 })
    await expect(this.portico('address')).toHaveText('—')
    await expect(this.wagmi('address')).toHaveText('—')
    await expect(this.agree).toHaveAttribute('data-agree', 'yes')
  }
}

// Playwright's expect, typed loosely enough to be passed in (page objects do not import the fixture).
type ExpectLike = (actual: Locator) => {
  toHaveText(text: string | RegExp, options?: { timeout?: number }): Promise<void>
  toHaveAttribute(name: string, value: string, options?: { timeout?: number }): Promise<void>
}
