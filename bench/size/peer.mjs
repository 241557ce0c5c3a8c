// `pnpm bench` (node bench/size/peer.mjs [runs]): the peer benchmark of issue 22. The quick start an integrator
// writes (fixtures/portico: Vite + React + wagmi's provider + Portico's connect button) and the same app without
// Portico (fixtures/baseline) are built for production, served with no cache, and loaded cold — a fresh browser
// context per run — in the distribution's headless Chromium. Reported as median [min–max] of the runs: initial and
// all JS (gzip), navigation → button, click → dialog (a browser-level click as soon as the button is visible, to
// the first frame with the dialog visible to a person), JS heap after the page settles, and requests to hosts
// outside the machine (sent to a closed local proxy, so none leaves). The two apps' loads alternate, run by run, and
// portico − baseline navigation → button is given as the median of those pairs' differences too. As many loads
// again, traced and not clicked, give the main thread's longest task and all its tasks' thread time in the 1.5 s after
// the button (src/main-thread.mjs): the work an early click waits behind, apart from the machine's other load. The
// @portico/* packages must be built first (`pnpm bench` does that).
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { buildAndMeasure } from './src/build.mjs'
import { mainThreadLoad, TRACE_CATEGORIES, tasksBetween } from './src/main-thread.mjs'
import { findChromium, serveDir, summarize } from './src/peer.mjs'
import { peerTiming } from './src/peer-page.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const RUNS = Number(process.argv[2] ?? 7)
const APPS = ['baseline', 'portico']
// Whatever settles after the button (idle prefetch, reconnect) has had this long when the heap is read.
const SETTLE_MS = 1500
// PORTICO_BENCH_CPU_THROTTLE=N slows each page's main thread N× (Chromium's CPU throttling, as DevTools does).
const THROTTLE = Number(process.env.PORTICO_BENCH_CPU_THROTTLE ?? 1)
if (!Number.isFinite(THROTTLE) || THROTTLE < 1) throw new Error('PORTICO_BENCH_CPU_THROTTLE must be a number ≥ 1')

/**
 * Where a click's time goes (peer-page.mjs): waiting for the main thread, the dispatch of the press's events before
 * the click, the click's handling up to the dialog's frame. Undefined without a click.
 */
function clickPhases(/** @type {import('./src/peer-page.mjs').PeerTiming | undefined} */ t) {
  if (t?.pressAt === undefined || t.pressStamp === undefined || t.clickHandledAt === undefined) return undefined
  if (t.clickedAt === undefined || t.dialogMs === undefined) return undefined
  return {
    wait: t.pressAt - t.pressStamp,
    press: t.clickHandledAt - t.pressAt,
    click: t.clickedAt + t.dialogMs - t.clickHandledAt,
  }
}

/** How many times each value occurs, most often first. */
const countOf = (/** @type {string[]} */ values) =>
  Object.fromEntries([...values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map())].sort((a, b) => b[1] - a[1]))

const isLoopback = (/** @type {string} */ url) => /^(https?|wss?):\/\/(127\.|localhost|\[::1\])/.test(url)

/**
 * A new browser context (throttled as asked, with the in-page timing) navigated to `url`; `before` runs ahead of the
 * navigation (a listener, a trace). Resolves once the connect button's first frame has been seen.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {(page: import('playwright-core').Page, cdp: import('playwright-core').CDPSession) => Promise<void>} before
 */
async function openCold(browser, url, before) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  if (THROTTLE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
  await page.addInitScript(peerTiming)
  await before(page, cdp)
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForFunction(() => window.__peer?.buttonMs !== undefined, undefined, {
    polling: 'raf',
    timeout: 15_000,
  })
  return { context, page, cdp }
}

/** One cold load: a new context, the button's first frame, a click at once, the dialog's first visible frame. */
async function loadOnce(/** @type {import('playwright-core').Browser} */ browser, /** @type {string} */ url, click) {
  let outside = 0
  const { context, page, cdp } = await openCold(browser, url, async (page) => {
    page.on('request', (request) => {
      if (!isLoopback(request.url()) && !request.url().startsWith('data:')) outside++
    })
  })
  if (click) {
    const box = await page
      .locator('button', { hasText: /^Connect/ })
      .first()
      .boundingBox()
    if (!box) throw new Error('the connect button has no box')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForFunction(() => window.__peer?.dialogMs !== undefined, undefined, { timeout: 15_000 })
  }
  const timing = await page.evaluate(() => window.__peer)
  await page.waitForTimeout(SETTLE_MS)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await context.close()
  return {
    buttonMs: timing?.buttonMs ?? Number.NaN,
    dialogMs: timing?.dialogMs,
    phases: clickPhases(timing),
    heapKb: usedSize / 1024,
    outside,
  }
}

/**
 * One cold load traced, no click: the main thread's tasks from the button's frame to SETTLE_MS after it (start-up's
 * idle work, the modal's prefetch), which an early click would wait behind. Traced loads are apart from the timed
 * ones, whose figures tracing would slow.
 */
async function traceOnce(/** @type {import('playwright-core').Browser} */ browser, /** @type {string} */ url) {
  /** @type {import('./src/main-thread.mjs').TraceEvent[]} */
  const events = []
  /** @type {Promise<unknown> | undefined} */
  let complete
  const { context, page, cdp } = await openCold(browser, url, async (_page, cdp) => {
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
    complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' })
  })
  const buttonMs = (await page.evaluate(() => window.__peer?.buttonMs)) ?? Number.NaN
  await page.waitForTimeout(SETTLE_MS)
  await cdp.send('Tracing.end')
  await complete
  await context.close()
  return mainThreadLoad(tasksBetween(events, buttonMs, buttonMs + SETTLE_MS))
}

const started = performance.now()
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--proxy-server=http://127.0.0.1:9', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const report = {}
const sizes = {}
const servers = {}
try {
  for (const app of APPS) {
    const dir = join(here, 'fixtures', app)
    sizes[app] = await buildAndMeasure(dir)
    servers[app] = await serveDir(join(dir, 'dist'))
    // One load first: the browser's and the server's first page is not a visitor's.
    await loadOnce(browser, servers[app].url, false)
  }
  // The apps take turns, run by run, so a change in the machine's load falls on both alike.
  const runs = Object.fromEntries(APPS.map((app) => [app, []]))
  for (let run = 0; run < RUNS; run++)
    for (const app of APPS) runs[app].push(await loadOnce(browser, servers[app].url, app !== 'baseline'))
  const traced = Object.fromEntries(APPS.map((app) => [app, []]))
  for (let run = 0; run < RUNS; run++)
    for (const app of APPS) traced[app].push(await traceOnce(browser, servers[app].url))
  for (const app of APPS) {
    const size = sizes[app]
    report[app] = {
      initialGzipKb: size.initial.gzip / 1000,
      allGzipKb: size.all.gzip / 1000,
      navigationToButtonMs: summarize(runs[app].map((r) => r.buttonMs)),
      clickToDialogMs: app === 'baseline' ? null : summarize(runs[app].map((r) => r.dialogMs ?? Number.NaN)),
      clickPhasesMs:
        app === 'baseline'
          ? null
          : Object.fromEntries(
              ['wait', 'press', 'click'].map((k) => [k, summarize(runs[app].map((r) => r.phases?.[k] ?? Number.NaN))]),
            ),
      afterButton: {
        longestTaskMs: summarize(traced[app].map((t) => t.longestMs)),
        longestTaskDoing: countOf(traced[app].map((t) => t.longestDoing)),
        busyMs: summarize(traced[app].map((t) => t.busyMs)),
      },
      heapKb: summarize(runs[app].map((r) => r.heapKb)),
      outsideRequests: summarize(runs[app].map((r) => r.outside)),
    }
  }
  // The apps' loads alternate, so run i of each met the same machine: the difference of each pair is steadier than the
  // difference of the two medians when the machine's load drifts.
  const pairs = runs.portico.map((r, i) => r.buttonMs - runs.baseline[i].buttonMs)
  report.navigationToButtonPairedMs = summarize(pairs)
} finally {
  for (const server of Object.values(servers)) await server.close()
  await browser.close()
}

const fmt = (s, unit) => (s ? `${s.median.toFixed(1)} ${unit} [${s.min.toFixed(1)}–${s.max.toFixed(1)}]` : 'n/a')
console.log(`peer benchmark: ${RUNS} cold loads per app, CPU throttle ${THROTTLE}×, median [min–max]`)
for (const app of APPS) {
  const r = report[app]
  console.log(
    `${app.padEnd(9)} initial JS ${r.initialGzipKb.toFixed(2)} kB gzip, all JS ${r.allGzipKb.toFixed(2)} kB gzip; ` +
      `navigation → button ${fmt(r.navigationToButtonMs, 'ms')}; click → dialog ${fmt(r.clickToDialogMs, 'ms')}; ` +
      `heap ${fmt(r.heapKb, 'KB')}; outside requests ${fmt(r.outsideRequests, '')}`,
  )
  const after = r.afterButton
  const doing = Object.entries(after.longestTaskDoing)
    .map(([what, n]) => `${what} ×${n}`)
    .join(', ')
  console.log(
    `${''.padEnd(9)} main thread in the ${SETTLE_MS} ms after the button (thread time, traced loads): longest task ` +
      `${fmt(after.longestTaskMs, 'ms')} (${doing}), all tasks ${fmt(after.busyMs, 'ms')}`,
  )
  if (r.clickPhasesMs) {
    const p = r.clickPhasesMs
    console.log(
      `${''.padEnd(9)} the click's time: waiting for the main thread ${fmt(p.wait, 'ms')}, the press's events before ` +
        `the click ${fmt(p.press, 'ms')}, the click to the dialog's frame ${fmt(p.click, 'ms')}`,
    )
  }
}
const base = report.baseline
const portico = report.portico
if (base && portico) {
  console.log(
    `portico − baseline: initial JS +${(portico.initialGzipKb - base.initialGzipKb).toFixed(2)} kB gzip, ` +
      `navigation → button ${(portico.navigationToButtonMs.median - base.navigationToButtonMs.median).toFixed(1)} ms ` +
      `(paired runs: ${fmt(report.navigationToButtonPairedMs, 'ms')})`,
  )
}
await mkdir(join(here, 'results'), { recursive: true })
await writeFile(
  join(here, 'results', 'peer.json'),
  `${JSON.stringify({ runs: RUNS, cpuThrottle: THROTTLE, report }, null, 2)}\n`,
)
console.log(`wrote bench/size/results/peer.json in ${Math.round(performance.now() - started)} ms`)
