import { writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { DEV_ACCOUNTS } from '@portico/testing'
import { formatEther, type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { AccountPage } from '../pages/account'
import { chainClient, EvmLabPage, injectTestWallet, pusdBalance } from '../pages/evm-lab'
import { SendPage } from '../pages/send'
import { seriousViolations } from '../support/axe'
import { artifact } from '../support/paths'
import type { StackInfo } from '../support/stack'
import { machineLoad, median } from '../support/timing'

// Dev account 3 sends here and nowhere else; recipients are fresh keys, and alice.eth (dev account 4, the dev ENS).
const ACCOUNT = 3
const ADDRESS = DEV_ACCOUNTS[ACCOUNT]!.address
const ALICE = DEV_ACCOUNTS[4]!.address
const WALLET = { name: 'Send Test Wallet', rdns: 'dev.portico.send', account: ACCOUNT, letter: 'S' }
const fresh = () => privateKeyToAccount(generatePrivateKey()).address

/** The injected send wallet, connected on the lab's EVM page, with the modal open on Account. */
async function connectedAccount(page: Page, stack: StackInfo) {
  const wallet = await injectTestWallet(page, stack, WALLET)
  const lab = new EvmLabPage(page)
  await lab.goto()
  await lab.chooseWallet(WALLET.name)
  await lab.expectConnected(expect, ADDRESS, 31337)
  await page.getByRole('button', { name: /^Account 0x/ }).click()
  return { wallet, lab, send: new SendPage(page) }
}

test.describe('Send from the Account view with the injected test wallet on the local chain', () => {
  test('native ETH: send → confirm → the chain has it, the balance refreshed, Activity lists it; axe on each view', async ({
    page,
    stack,
  }) => {
    const { wallet, lab, send } = await connectedAccount(page, stack)
    const account = new AccountPage(page)
    const client = chainClient(stack, 31337)
    const ethRow = account.rows('Tokens').filter({ hasText: 'ETH' }).first()
    await expect(ethRow).toContainText('ETH', { timeout: 10_000 })
    const shownBefore = await ethRow.textContent()

    await send.open()
    await expect(lab.dialog).toHaveAccessibleName('Send')
    await expect(send.token).toContainText('ETH')
    expect(await seriousViolations(page)).toEqual([])

    const to = fresh()
    await send.fill('0.025', to)
    await expect(send.review).toBeEnabled({ timeout: 10_000 })
    // USD from apps/api's /v1/fungible/price (its static table prices ETH at 3,000).
    await expect(lab.dialog.getByTestId('portico-send-usd')).toContainText('$75.00')
    await send.toPreview()
    await expect(lab.dialog).toHaveAccessibleName('Review Send')
    await expect(lab.dialog.getByTestId('portico-send-preview-amount')).toHaveText('0.025 ETH')
    await expect(lab.dialog.getByTestId('portico-send-preview-to')).toContainText(to)
    await expect(lab.dialog.getByTestId('portico-send-fee')).toContainText(/^0\.\d+ ETH$/)
    expect(await seriousViolations(page)).toEqual([])
    await send.confirm()
    await expect(lab.dialog.getByTestId('portico-send-confirmed')).toContainText('Transaction confirmed')
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.025'))
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(1)

    await lab.dialog.getByRole('button', { name: 'Back to account' }).click()
    await expect(ethRow).not.toHaveText(shownBefore ?? '', { timeout: 10_000 })
    await account.tab('Activity').click()
    const first = account.rows('Activity').first()
    await expect(first).toContainText('Sent', { timeout: 15_000 })
    await expect(first).toContainText('−0.025 ETH')
  })

  test('PUSD to a name: alice.eth resolves (address shown), writeContract transfer, balances and Activity', async ({
    page,
    stack,
  }) => {
    const { lab, send } = await connectedAccount(page, stack)
    const account = new AccountPage(page)
    const client = chainClient(stack, 31337)
    const balanceOf = (address: Hex) => pusdBalance(client, address)
    await send.open()
    await send.token.click()
    await expect(lab.dialog).toHaveAccessibleName('Select Token')
    await expect(lab.dialog.getByRole('list', { name: 'Tokens with a balance' })).toContainText('PUSD', {
      timeout: 10_000,
    })
    expect(await seriousViolations(page)).toEqual([])
    await lab.dialog.getByRole('list', { name: 'Tokens with a balance' }).getByRole('button', { name: /^PUSD/ }).click()
    await expect(send.token).toContainText('PUSD')

    const [senderBefore, aliceBefore] = [await balanceOf(ADDRESS), await balanceOf(ALICE)]
    await send.fill('1.5', 'alice.eth')
    await expect(lab.dialog.getByTestId('portico-send-resolved')).toContainText(ALICE, { timeout: 10_000 })
    await send.toPreview()
    await expect(lab.dialog.getByTestId('portico-send-preview-to')).toContainText('alice.eth')
    await expect(lab.dialog.getByTestId('portico-send-preview-to')).toContainText(ALICE)
    await send.confirm()
    await expect(lab.dialog.getByTestId('portico-send-confirmed')).toBeVisible()
    expect(await balanceOf(ALICE)).toBe(aliceBefore + 1_500_000n)
    expect(senderBefore - (await balanceOf(ADDRESS))).toBe(1_500_000n)

    await lab.dialog.getByRole('button', { name: 'Back to account' }).click()
    await account.tab('Activity').click()
    const first = account.rows('Activity').first()
    await expect(first).toContainText('Sent', { timeout: 15_000 })
    await expect(first).toContainText('−1.500 PUSD')
  })

  test('an invalid address and an over-balance amount show inline errors and send nothing; 4001 stays on the preview', async ({
    page,
    stack,
  }) => {
    const { wallet, lab, send } = await connectedAccount(page, stack)
    await send.open()
    const to = fresh()
    // Dev account 2 with its last letter's case changed: EIP-55 refuses the mixed-case address.
    await send.fill('0.01', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293Bc')
    await expect(send.field('To')).toHaveAccessibleDescription(/Invalid address/)
    await expect(send.review).toBeDisabled()
    const balance = formatEther(await chainClient(stack, 31337).getBalance({ address: ADDRESS }))
    await send.fill(`${Math.ceil(Number(balance)) + 1}`, to)
    await expect(send.field('Amount')).toHaveAccessibleDescription(/Insufficient funds/)
    await expect(send.review).toBeDisabled()
    await send.field('Amount').fill('-1')
    await expect(send.field('Amount')).toHaveAccessibleDescription(/Enter an amount above zero/)
    await expect(send.review).toBeDisabled()
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(0)

    wallet.setBehaviour('eth_sendTransaction', 'reject')
    await send.field('Amount').fill('0.01')
    await expect(send.review).toBeEnabled({ timeout: 10_000 })
    await send.toPreview()
    await send.send.click()
    await expect(lab.dialog.getByRole('alert')).toContainText('User rejected the request', { timeout: 10_000 })
    await expect(lab.dialog).toHaveAccessibleName('Review Send')
    await expect(send.send).toBeEnabled()
    expect(await chainClient(stack, 31337).getBalance({ address: to })).toBe(0n)
  })
})

// Keystroke → amount validation, in the timing specs' style: from a browser-level key press's `input` event
// `timeStamp` to the first animation frame in which the field's inline error has appeared (or gone). Reported in
// send-keystroke-timing.json; issue 17's budget is ≤ 16 ms, asserted only when the machine is not overloaded.
const KEYSTROKE_BUDGET_MS = 16
const KEYSTROKE_RUNS = 7

type KeystrokeWindow = Window & { __keystrokes?: { at: number; ms?: number; shown?: boolean }[] }

const KEYSTROKE_TIMING = () => {
  const w = window as KeystrokeWindow
  const records: NonNullable<KeystrokeWindow['__keystrokes']> = []
  w.__keystrokes = records
  window.addEventListener(
    'input',
    (event) => {
      if (!event.isTrusted) return
      const root = document.querySelector('portico-modal')?.shadowRoot
      const field = root?.querySelector<HTMLInputElement>('[data-testid="portico-send-amount"]')
      if (!root || !field || event.composedPath()[0] !== field) return
      const before = field.getAttribute('aria-invalid') === 'true'
      const record: { at: number; ms?: number; shown?: boolean } = { at: event.timeStamp }
      records.push(record)
      let frames = 0
      const check = () => {
        const now = field.getAttribute('aria-invalid') === 'true'
        if (now !== before) {
          record.ms = performance.now() - event.timeStamp
          record.shown = now
        } else if (++frames < 600) requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    },
    true,
  )
}

test('keystroke → amount validation: the over-balance error appears and goes within a frame', async ({
  page,
  stack,
}) => {
  await page.addInitScript(KEYSTROKE_TIMING)
  const { send } = await connectedAccount(page, stack)
  await send.open()
  // 10,000,000 ETH is over the balance; Delete at the start leaves 0000000 (zero: no error), typing 1 brings it back.
  await send.field('Amount').fill('10000000')
  await expect(send.field('Amount')).toHaveAttribute('aria-invalid', 'true')
  await page.waitForLoadState('networkidle')
  await send.field('Amount').focus()
  const samples: number[] = []
  for (let run = 0; run < KEYSTROKE_RUNS; run++) {
    for (const key of ['Delete', '1']) {
      const count = await page.evaluate(() => (window as KeystrokeWindow).__keystrokes?.length ?? 0)
      await page.keyboard.press('Home')
      await page.keyboard.press(key)
      const last = await page.waitForFunction((n) => {
        const records = (window as KeystrokeWindow).__keystrokes ?? []
        const record = records[records.length - 1]
        return records.length > n && record?.ms !== undefined ? record : undefined
      }, count)
      const record = (await last.jsonValue()) as { ms: number; shown: boolean }
      expect(record.shown).toBe(key === '1')
      samples.push(record.ms)
    }
  }
  const result = { medianMs: Number(median(samples).toFixed(1)), samples, machine: machineLoad() }
  writeFileSync(artifact('send-keystroke-timing.json'), `${JSON.stringify(result, null, 2)}\n`)
  console.log(`keystroke → amount validation: median ${result.medianMs} ms`, result.machine)
  if (!result.machine.overloaded) expect(result.medianMs).toBeLessThanOrEqual(KEYSTROKE_BUDGET_MS)
})
