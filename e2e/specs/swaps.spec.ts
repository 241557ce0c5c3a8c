import { writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { DEV_ACCOUNTS } from '@portico/testing'
import { parseEther, parseUnits } from 'viem'
import { expect, test } from '../fixtures'
import { injectTestWallet } from '../pages/evm-lab'
import {
  balancesOf,
  gasSpentSince,
  movePrice,
  NATIVE,
  PUSD,
  quoteOf,
  revokeAllowance,
  SwapsLabPage,
} from '../pages/swaps-lab'
import { seriousViolations } from '../support/axe'
import { artifact } from '../support/paths'
import type { StackInfo } from '../support/stack'
import { machineLoad, median } from '../support/timing'

// Dev account 3 is used by no other spec: its balances and allowances are this spec's own. The tests run in order
// and each measures its own before/after.
const ACCOUNT = 3
const ADDRESS = DEV_ACCOUNTS[ACCOUNT]!.address
const WALLET = { name: 'Swap Test Wallet', rdns: 'dev.portico.swaps', account: ACCOUNT, letter: 'S' }
const BATCHING = {
  ...WALLET,
  name: 'Batching Swap Wallet',
  rdns: 'dev.portico.swaps-batch',
  eip5792: true,
  atomic: true,
}
const KEYSTROKE_BUDGET_MS = 300

test.describe.configure({ mode: 'serial' })

/** The lab with the plain test wallet connected and Swap opened for 0.1 ETH → PUSD, its quote shown. */
async function openNativeToPusd(page: Page, stack: StackInfo): Promise<SwapsLabPage> {
  await injectTestWallet(page, stack, WALLET)
  const lab = new SwapsLabPage(page)
  await lab.connect(WALLET.name)
  await lab.openSwap('0.1', 'ETH', 'PUSD')
  await expect(lab.toAmount).toHaveAttribute('data-state', 'ready', { timeout: 10_000 })
  return lab
}

test.describe('swaps on the Uniswap V2 exchange of the dev chain, through apps/api', () => {
  test('native → PUSD: the quote as typed, review, swap; balances move by the quote within slippage; Activity shows it', async ({
    page,
    stack,
  }) => {
    test.setTimeout(90_000)
    const lab = await openNativeToPusd(page, stack)
    await expect(lab.dialog).toHaveAccessibleName('Swap')
    const amount = parseEther('0.1')
    const quoted = await quoteOf(stack, amount, NATIVE, PUSD, ADDRESS)
    expect(quoted).toBeGreaterThan(0n)
    await expect(lab.dialog.getByTestId('portico-swap-minimum')).toContainText('PUSD')
    expect(await seriousViolations(page)).toEqual([])

    // Token list: axe, and choosing the token already on the other side swaps the two.
    await lab.dialog.getByTestId('portico-swap-to-token').click()
    await expect(lab.dialog).toHaveAccessibleName('Select Token')
    await expect(lab.dialog.getByRole('list', { name: 'Tokens' })).toContainText('PEUR')
    expect(await seriousViolations(page)).toEqual([])
    await lab.dialog.getByRole('button', { name: /^PUSD/ }).click()
    await expect(lab.dialog).toHaveAccessibleName('Swap')
    await expect(lab.dialog.getByTestId('portico-swap-from-token')).toHaveText('ETH')

    const before = await balancesOf(stack, ADDRESS)
    await lab.dialog.getByTestId('portico-swap-review').click()
    await expect(lab.dialog).toHaveAccessibleName('Review Swap')
    await expect(lab.dialog.getByTestId('portico-swap-preview-pay')).toHaveText('0.1 ETH')
    expect(await seriousViolations(page)).toEqual([])
    await lab.dialog.getByTestId('portico-swap-confirm').click()
    await expect(lab.dialog.getByTestId('portico-swap-confirmed')).toBeVisible({ timeout: 20_000 })
    const after = await balancesOf(stack, ADDRESS)
    const received = after.pusd - before.pusd
    // Within slippage (1 %, §9) of the quote; nobody else trades here, so it is the quote itself.
    expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
    expect(received).toBeLessThanOrEqual(quoted)
    const gas = await gasSpentSince(stack, ADDRESS, before.block)
    expect(before.native - after.native).toBe(amount + gas)

    // Activity: the swap is the newest entry, a contract call (ETH out, PUSD in).
    await lab.dialog.getByRole('button', { name: 'Back to account' }).click()
    await expect(lab.dialog).toHaveAccessibleName('Account')
    await expect
      .poll(
        async () => {
          await lab.dialog.getByRole('tab', { name: 'Activity' }).click()
          const first = lab.dialog.getByTestId('portico-activity-row').first()
          const text = (await first.textContent({ timeout: 5_000 }).catch(() => '')) ?? ''
          if (!text.includes('Contract call')) await lab.dialog.getByRole('tab', { name: 'Tokens' }).click()
          return text
        },
        { timeout: 20_000 },
      )
      .toContain('Contract call')
    await page.screenshot({ path: artifact('swap-activity.png') })
  })

  test('exact output: typed in the receive field, exactly that PUSD arrives, paying no more than the maximum shown', async ({
    page,
    stack,
  }) => {
    test.setTimeout(90_000)
    const lab = await openNativeToPusd(page, stack)
    await lab.receive.fill('7.5')
    // The pay field turns into the input the quote asks for.
    await expect(lab.amount).not.toHaveValue('0.1', { timeout: 10_000 })
    await expect(lab.amount).not.toHaveValue('')
    await expect(lab.toAmount).toHaveAttribute('data-state', 'ready', { timeout: 10_000 })
    await expect(lab.dialog.getByTestId('portico-swap-maximum')).toContainText('ETH')
    await expect(lab.dialog.getByTestId('portico-swap-minimum')).toHaveCount(0)

    const before = await balancesOf(stack, ADDRESS)
    await lab.dialog.getByTestId('portico-swap-review').click()
    await expect(lab.dialog).toHaveAccessibleName('Review Swap')
    await expect(lab.dialog.getByTestId('portico-swap-preview-receive')).toHaveText('7.5 PUSD')
    const maximumText = (await lab.dialog.getByTestId('portico-swap-maximum').textContent({ timeout: 10_000 })) ?? ''
    const maximum = parseEther(maximumText.replace(/\s*ETH$/, ''))
    expect(maximum).toBeGreaterThan(0n)
    expect(await seriousViolations(page)).toEqual([])
    await lab.dialog.getByTestId('portico-swap-confirm').click()
    await expect(lab.dialog.getByTestId('portico-swap-confirmed')).toBeVisible({ timeout: 20_000 })
    const after = await balancesOf(stack, ADDRESS)
    expect(after.pusd - before.pusd).toBe(parseUnits('7.5', 6))
    const gas = await gasSpentSince(stack, ADDRESS, before.block)
    const paid = before.native - after.native - gas
    expect(paid).toBeGreaterThan(0n)
    expect(paid).toBeLessThanOrEqual(maximum)
  })

  test('keystroke → new quote shown ≤ 300 ms (median of 7)', async ({ page, stack }) => {
    test.setTimeout(60_000)
    const lab = await openNativeToPusd(page, stack)
    await page.evaluate(() => {
      const root = document.querySelector('portico-modal')?.shadowRoot
      const out = root?.querySelector<HTMLElement>('[data-testid="portico-swap-to-amount"]')
      const times: number[] = []
      ;(globalThis as { __quoteTimes?: number[] }).__quoteTimes = times
      if (!root || !out) return
      let start = 0
      let last = out.textContent
      root.addEventListener('keydown', () => {
        start = performance.now()
      })
      new MutationObserver(() => {
        if (!start || out.dataset.state !== 'ready' || out.textContent === last) return
        last = out.textContent
        const began = start
        start = 0
        // Shown: the frame after the new quote was rendered.
        requestAnimationFrame(() => times.push(performance.now() - began))
      }).observe(out, { attributes: true, childList: true, characterData: true, subtree: true })
    })
    await lab.amount.click()
    await lab.amount.press('End')
    const samples: number[] = []
    for (let i = 1; i <= 7; i++) {
      await page.keyboard.press(String(i))
      await expect
        .poll(() => page.evaluate(() => (globalThis as { __quoteTimes?: number[] }).__quoteTimes?.length ?? 0))
        .toBe(i)
      // Let the debounce window pass before the next keystroke, so each one is its own quote.
      await page.waitForTimeout(400)
    }
    samples.push(...(await page.evaluate(() => (globalThis as { __quoteTimes?: number[] }).__quoteTimes ?? [])))
    const load = machineLoad()
    const figure = { samples, median: median(samples), budget: KEYSTROKE_BUDGET_MS, load }
    writeFileSync(artifact('swap-keystroke-quote.json'), JSON.stringify(figure, null, 2))
    console.log(`keystroke → quote shown: median ${figure.median.toFixed(1)} ms of ${samples.length}`, load)
    if (!load.overloaded) expect(figure.median).toBeLessThanOrEqual(KEYSTROKE_BUDGET_MS)
  })

  for (const wallet of [BATCHING, WALLET]) {
    const batches = wallet === BATCHING
    test(`PUSD → native needing approval, ${batches ? 'one atomic batch (wallet_sendCalls)' : 'two requests with progress'}`, async ({
      page,
      stack,
    }) => {
      test.setTimeout(90_000)
      await revokeAllowance(stack, ACCOUNT)
      const testWallet = await injectTestWallet(page, stack, wallet)
      const lab = new SwapsLabPage(page)
      await lab.connect(wallet.name)
      await lab.openSwap('25', 'PUSD', 'ETH')
      await expect(lab.toAmount).toHaveAttribute('data-state', 'ready', { timeout: 10_000 })
      // PUSD has 6 decimals.
      const amount = parseUnits('25', 6)
      const quoted = await quoteOf(stack, amount, PUSD, NATIVE, ADDRESS)
      const before = await balancesOf(stack, ADDRESS)
      await lab.dialog.getByTestId('portico-swap-review').click()
      await expect(lab.dialog.getByText('PUSD needs your approval first')).toBeVisible({ timeout: 10_000 })
      await expect(lab.dialog.getByTestId('portico-swap-confirm')).toHaveText('Approve and swap')
      await lab.recordProgress()
      await lab.dialog.getByTestId('portico-swap-confirm').click()
      await expect(lab.dialog.getByTestId('portico-swap-confirmed')).toBeVisible({ timeout: 30_000 })

      const methods = testWallet.requests.map((r) => r.method)
      const steps = await lab.progress()
      if (batches) {
        expect(methods).toContain('wallet_getCapabilities')
        expect(methods).toContain('wallet_sendCalls')
        expect(methods.filter((m) => m === 'eth_sendTransaction')).toHaveLength(0)
        expect(steps).toEqual(['Confirm the approval and the swap in your wallet'])
      } else {
        expect(methods).not.toContain('wallet_sendCalls')
        expect(methods.filter((m) => m === 'eth_sendTransaction')).toHaveLength(2)
        expect(steps).toEqual([
          'Step 1 of 2: approve PUSD in your wallet',
          'Step 2 of 2: confirm the swap in your wallet',
        ])
      }
      const after = await balancesOf(stack, ADDRESS)
      expect(before.pusd - after.pusd).toBe(amount)
      const gas = await gasSpentSince(stack, ADDRESS, before.block)
      const received = after.native - before.native + gas
      expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
      expect(received).toBeLessThanOrEqual(quoted)
    })
  }

  test('a swap over the slippage limit reverts and says so', async ({ page, stack }) => {
    test.setTimeout(90_000)
    const lab = await openNativeToPusd(page, stack)
    await lab.dialog.getByRole('textbox', { name: 'Slippage tolerance (%)' }).fill('0.1')
    await expect(lab.toAmount).toHaveAttribute('data-state', 'ready')
    await lab.dialog.getByTestId('portico-swap-review').click()
    await expect(lab.dialog.getByTestId('portico-swap-confirm')).toHaveText('Swap', { timeout: 10_000 })
    // The swap is built with its minimum; another trader now moves the price by far more than 0.1 %.
    await movePrice(stack, '50')
    const before = await balancesOf(stack, ADDRESS)
    await lab.dialog.getByTestId('portico-swap-confirm').click()
    const alert = lab.dialog.getByRole('alert')
    await expect(alert).toContainText('The swap failed', { timeout: 20_000 })
    await expect(alert).toContainText('the price moved more than your slippage tolerance allows')
    await expect(lab.dialog.getByTestId('portico-swap-confirmed')).toHaveCount(0)
    const after = await balancesOf(stack, ADDRESS)
    expect(after.pusd).toBe(before.pusd)
    // Only gas was spent: the reverted swap returned the value.
    expect(before.native - after.native).toBe(await gasSpentSince(stack, ADDRESS, before.block))
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: artifact('swap-reverted.png') })
  })
})
