import { writeFileSync } from 'node:fs'
import { expect, test } from '../fixtures/walletconnect'
import { WalletConnectLabPage } from '../pages/walletconnect-lab'
import { type LabBuild, productionLab } from '../support/lab-build'
import { artifact } from '../support/paths'
import { cpuThrottleRate, machineLoad, median } from '../support/timing'

// Issue 6 budgets, medians of 5: click WalletConnect → QR visible ≤ 300 ms (the universal provider is loaded by
// that click, nothing earlier), QR scanned (wallet pairs) → connected ≤ 2 s. Measured in the page on the lab's
// production build: the dev server's unbundled modules would measure Vite, not the product.
const QR_BUDGET_MS = 300
const CONNECT_BUDGET_MS = 2000
const RUNS = 5

let lab: LabBuild | undefined

test.beforeAll(async ({ labBuild }) => {
  test.setTimeout(180_000)
  lab = await productionLab(labBuild)
})
test.afterAll(async () => {
  await lab?.close()
})

test('budgets on the production build: click → QR ≤ 300 ms, pair → connected ≤ 2 s (median of 5)', async ({
  page,
  stack,
  wallets,
}) => {
  test.setTimeout(120_000)
  const built = lab
  if (!built) throw new Error('no lab build')
  const wallet = await wallets.create(stack)
  const labPage = new WalletConnectLabPage(page, built.url)
  const qrMs: number[] = []
  const connectMs: number[] = []
  const loadedBeforeClick: string[] = []
  const steps: Record<string, number>[] = []
  for (let run = 0; run < RUNS; run++) {
    // A fresh page each run: the click loads the provider chunk and opens the relay socket every time.
    await labPage.goto()
    await expect(labPage.field('portico-status')).toHaveText('disconnected', { timeout: 10_000 })
    const { uri, qrMs: shown, providerLoadedBeforeClick, steps: marks } = await labPage.openQr()
    steps.push(marks)
    if (providerLoadedBeforeClick) loadedBeforeClick.push(`run ${run}`)
    qrMs.push(shown)
    const start = await labPage.now()
    await wallet.pair(uri)
    connectMs.push((await labPage.connectedAt()) - start)
    await expect(labPage.field('portico-caip-address')).toHaveText(/^eip155:31337:0x/)
    await page.getByRole('button', { name: 'Disconnect from the app' }).click()
    await expect(labPage.field('portico-status')).toHaveText('disconnected', { timeout: 10_000 })
    await wallet.waitFor(() => wallet.sessions().length === 0 || undefined, 10_000, 'the session to be deleted')
  }
  // A latency budget says nothing on an oversubscribed machine (other suites and builds sharing its cores): the
  // numbers are always written; the assertions run while the 1-minute load is at most 3× the cores (at load 6.6 on
  // 2 cores the medians were 245 ms and 87 ms; at load 14–19 the QR took 390–890 ms).
  const machine = machineLoad()
  const result = {
    build: 'production (vite build), plain file server',
    machine: { ...machine, cpuThrottle: cpuThrottleRate() },
    runs: RUNS,
    qrMs,
    connectMs,
    qrMedianMs: median(qrMs),
    connectMedianMs: median(connectMs),
    stepsFromClickMs: steps,
    budgets: { qrMs: QR_BUDGET_MS, connectMs: CONNECT_BUDGET_MS },
  }
  writeFileSync(artifact('walletconnect-timing.json'), `${JSON.stringify(result, null, 2)}\n`)
  console.log(
    `[walletconnect-timing] click → QR median ${result.qrMedianMs.toFixed(1)} ms (${qrMs.map((v) => v.toFixed(0)).join(', ')}); ` +
      `pair → connected median ${result.connectMedianMs.toFixed(1)} ms (${connectMs.map((v) => v.toFixed(0)).join(', ')})`,
  )
  // The provider chunk must not have been fetched before the click (it is not initial JS, nor prefetched).
  expect(loadedBeforeClick).toEqual([])
  test.skip(
    machine.overloaded,
    `machine overloaded (load ${machine.loadAverage1m} on ${machine.cores} cores): budgets measured, not asserted`,
  )
  expect(result.connectMedianMs).toBeLessThanOrEqual(CONNECT_BUDGET_MS)
  // Click → QR was 386–459 ms medians on 2026-11-24 morning. Found and fixed since: the page guard intercepted every
  // request through this worker (60–180 ms to first byte for the provider's chunks), the lab's file server ran in
  // this busy worker, this page's requestAnimationFrame polling kept the compositor drawing every frame, the QR
  // encoder scored 8 masks on a cold JIT (30–75 ms), the relay JWT built noble's 8-bit base-point table (~40 ms), and
  // pairing started only once its view had rendered. Medians after: 204–314 ms on that machine; 62–64 ms on a later
  // session's faster one, 120 ms there with the page's CPU throttled 3×, 148 ms 4× (PORTICO_E2E_CPU_THROTTLE).
  // Full test runs of the 2-core machine still measured 282–338 ms: the provider's chunk parsed and evaluated in
  // 190–240 ms there. Since the URI is made with WebCrypto before the provider loads (walletconnect README "The QR
  // before the provider"): 62–80 ms alone.
  expect(result.qrMedianMs).toBeLessThanOrEqual(QR_BUDGET_MS)
})
