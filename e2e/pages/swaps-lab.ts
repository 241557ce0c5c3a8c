import type { Locator, Page } from '@playwright/test'
import { DEV_CONTRACTS, DEV_SWAP, DEV_SWAP_DEPLOYER_KEY } from '@portico/dev-contracts'
import { DEV_ACCOUNTS } from '@portico/testing'
import { type Address, createWalletClient, erc20Abi, http, parseAbi, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { StackInfo } from '../support/stack'
import { chainClient } from './evm-lab'

export const CHAIN_ID = 31337
export const NATIVE = `eip155:${CHAIN_ID}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
export const PUSD = `eip155:${CHAIN_ID}:${DEV_CONTRACTS.token}`

/** The lab's swaps configuration and the modal's swap views. */
export class SwapsLabPage {
  readonly dialog: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog')
  }

  async connect(walletName: string): Promise<void> {
    await this.page.goto('/?config=swaps')
    await this.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await this.dialog.getByRole('button', { name: new RegExp(walletName) }).click()
    await this.page.getByTestId('swaps-status').filter({ hasText: 'connected' }).waitFor({ timeout: 10_000 })
    await this.page.keyboard.press('Escape')
    await this.dialog.waitFor({ state: 'hidden' })
  }

  /** open({ view: 'Swap', arguments }) through the lab's form. */
  async openSwap(amount: string, fromToken: string, toToken: string): Promise<void> {
    await this.page.getByTestId('swaps-amount').fill(amount)
    await this.page.getByTestId('swaps-from').fill(fromToken)
    await this.page.getByTestId('swaps-to').fill(toToken)
    await this.page.getByRole('button', { name: 'Open Swap with these arguments' }).click()
    await this.dialog.waitFor({ state: 'visible' })
  }

  get toAmount(): Locator {
    return this.dialog.getByTestId('portico-swap-to-amount')
  }

  get amount(): Locator {
    return this.dialog.getByRole('textbox', { name: 'You pay' })
  }

  /** The receive field: typing there asks for an exact output. */
  get receive(): Locator {
    return this.dialog.getByRole('textbox', { name: 'You receive' })
  }

  /** Records each text the progress region shows, so steps that pass quickly are seen. */
  async recordProgress(): Promise<void> {
    await this.page.evaluate(() => {
      const root = document.querySelector('portico-modal')?.shadowRoot
      const region = root?.querySelector('[data-testid="portico-swap-progress"]')
      const seen: string[] = []
      ;(globalThis as { __swapSteps?: string[] }).__swapSteps = seen
      if (!region) return
      new MutationObserver(() => {
        const text = region.querySelector('[data-testid="portico-swap-step"]')?.textContent ?? ''
        if (text && seen.at(-1) !== text) seen.push(text)
      }).observe(region, { childList: true, subtree: true, characterData: true })
    })
  }

  progress(): Promise<string[]> {
    return this.page.evaluate(() => (globalThis as { __swapSteps?: string[] }).__swapSteps ?? [])
  }
}

export interface Balances {
  native: bigint
  pusd: bigint
  block: bigint
}

export async function balancesOf(stack: StackInfo, address: Address): Promise<Balances> {
  const client = chainClient(stack, CHAIN_ID)
  const [native, pusd, block] = await Promise.all([
    client.getBalance({ address }),
    client.readContract({ address: DEV_CONTRACTS.token, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    client.getBlockNumber(),
  ])
  return { native, pusd, block }
}

/** What the account paid in gas for its transactions mined after `fromBlock`. */
export async function gasSpentSince(stack: StackInfo, address: Address, fromBlock: bigint): Promise<bigint> {
  const client = chainClient(stack, CHAIN_ID)
  const latest = await client.getBlockNumber()
  let spent = 0n
  for (let n = fromBlock + 1n; n <= latest; n++) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
    for (const tx of block.transactions) {
      if (tx.from.toLowerCase() !== address.toLowerCase()) continue
      const receipt = await client.getTransactionReceipt({ hash: tx.hash })
      spent += receipt.gasUsed * receipt.effectiveGasPrice
    }
  }
  return spent
}

/** The service's best quote, as the views ask for it. */
export async function quoteOf(stack: StackInfo, amount: bigint, from: string, to: string, user: Address) {
  const query = new URLSearchParams({ projectId: 'portico-dev', amount: String(amount), from, to, userAddress: user })
  const response = await fetch(`${stack.urls.api}/v1/convert/quotes?${query}`)
  const body = (await response.json()) as { quotes: { toAmount: string }[] }
  return BigInt(body.quotes[0]?.toAmount ?? '0')
}

const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
])

/** Another trader buys PUSD with `eth` native coin from the pool: the price moves against a pending buy. */
export async function movePrice(stack: StackInfo, eth: string): Promise<void> {
  const client = chainClient(stack, CHAIN_ID)
  const account = privateKeyToAccount(DEV_SWAP_DEPLOYER_KEY)
  const wallet = createWalletClient({ account, transport: http(stack.urls.evm[CHAIN_ID], { retryCount: 0 }) })
  await client.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [account.address, `0x${parseEther('1000').toString(16)}`] as never,
  })
  const hash = await wallet.writeContract({
    chain: null,
    address: DEV_SWAP.router,
    abi: routerAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [DEV_SWAP.weth, DEV_CONTRACTS.token], account.address, BigInt(Math.floor(Date.now() / 1000) + 600)],
    value: parseEther(eth),
  })
  await client.waitForTransactionReceipt({ hash })
}

/** Takes back the router's allowance over the account's PUSD, so the next swap from PUSD needs an approval again. */
export async function revokeAllowance(stack: StackInfo, accountIndex: number): Promise<void> {
  const key = DEV_ACCOUNTS[accountIndex]?.privateKey
  if (!key) throw new Error(`no dev account ${accountIndex}`)
  const client = chainClient(stack, CHAIN_ID)
  const wallet = createWalletClient({
    account: privateKeyToAccount(key),
    transport: http(stack.urls.evm[CHAIN_ID], { retryCount: 0 }),
  })
  const hash = await wallet.writeContract({
    chain: null,
    address: DEV_CONTRACTS.token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [DEV_SWAP.router, 0n],
  })
  await client.waitForTransactionReceipt({ hash })
}
