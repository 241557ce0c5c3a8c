// Throughput of the cached balance route, of catalogue search and of swap quotes, on loopback. Run from apps/api: `pnpm bench`
// (BENCH_SECONDS per route, default 5, at most 10; BENCH_CONNECTIONS, default 10). Not part of the test run.
// Exits 1 when a request failed or when a budget of issue 7 is missed (see BUDGETS).
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { DEV_CONTRACTS, DEV_EURO_TOKEN, DEV_HOLDERS } from '@portico/dev-contracts'
import autocannon from 'autocannon'

const seconds = Math.min(10, Math.max(1, Number(process.env.BENCH_SECONDS ?? 5)))
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const query = 'projectId=portico-dev&st=portico&sv=bench'

const server = spawn(process.execPath, [...process.execArgv, fileURLToPath(new URL('./serve.ts', import.meta.url))], {
  stdio: ['ignore', 'pipe', 'inherit'],
})
const stopServer = () =>
  new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve()
    server.once('exit', () => resolve())
    server.kill('SIGTERM')
  })
process.on('exit', () => server.kill('SIGKILL'))

const url = await new Promise<string>((resolve, reject) => {
  let out = ''
  server.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString()
    const line = out.split('\n').find((l) => l.startsWith('{'))
    if (line) resolve((JSON.parse(line) as { url: string }).url)
  })
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}: ${out}`)))
})

/** Issue 7's budgets, per measured route: a run that misses one fails. */
const BUDGETS: Record<string, { minRps?: number; maxP50?: number; maxP99?: number }> = {
  'balance (cached)': { minRps: 2_000, maxP99: 20 },
  'catalogue search (1,000 wallets)': { maxP50: 5 },
  // Issue 18: quotes are cached per block, so a steady chain answers from memory after the first of each.
  'swap quotes (20 routes)': { minRps: 500, maxP99: 50 },
}

interface Row {
  name: string
  rps: number
  p50: number
  p99: number
  requests: number
  failures: number
}

/** What is wrong with one row: failed requests, or a budget (p99 and p50 strictly below, rate at least). */
function budgetMisses(r: Row): string[] {
  const misses: string[] = []
  if (r.failures > 0) misses.push(`${r.name}: ${r.failures} of ${r.requests} requests failed`)
  const budget = BUDGETS[r.name]
  if (!budget) return [...misses, `${r.name}: no budget defined`]
  if (budget.minRps !== undefined && r.rps < budget.minRps)
    misses.push(`${r.name}: ${r.rps} requests/s < ${budget.minRps}`)
  if (budget.maxP99 !== undefined && r.p99 >= budget.maxP99)
    misses.push(`${r.name}: p99 ${r.p99} ms ≥ ${budget.maxP99} ms`)
  if (budget.maxP50 !== undefined && r.p50 >= budget.maxP50)
    misses.push(`${r.name}: p50 ${r.p50} ms ≥ ${budget.maxP50} ms`)
  return misses
}

async function measure(name: string, paths: string | string[], check: (body: string) => boolean): Promise<Row> {
  const all = [paths].flat()
  // One request per path first: it fills the caches and proves the route answers what we think it answers.
  for (const path of all) {
    const first = await fetch(`${url}${path}`)
    const body = await first.text()
    if (!first.ok || !check(body))
      throw new Error(`${name}: unexpected first answer ${first.status} ${body.slice(0, 200)}`)
  }
  const result = await autocannon({
    url,
    requests: all.map((path) => ({ method: 'GET' as const, path })),
    connections,
    duration: seconds,
    pipelining: 1,
  })
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}

/** Native → PUSD (one pool) and native → PEUR (two), ten amounts each. */
function swapQuotePaths(holder: string): string[] {
  const native = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
  return [DEV_CONTRACTS.token, DEV_EURO_TOKEN.address].flatMap((token) =>
    Array.from(
      { length: 10 },
      (_, i) =>
        `/v1/convert/quotes?${query}&amount=${BigInt(i + 1) * 10n ** 17n}&userAddress=${holder}` +
        `&from=${native}&to=eip155:31337:${token}&gasPrice=1`,
    ),
  )
}

try {
  const holder = DEV_HOLDERS[1] as string
  const rows = [
    await measure('balance (cached)', `/v1/account/${holder}/balance?${query}&chainId=eip155:31337&currency=usd`, (b) =>
      b.includes('"PUSD"'),
    ),
    await measure(
      'catalogue search (1,000 wallets)',
      `/getWallets?${query}&page=1&entries=40&search=nova`,
      (b) => (JSON.parse(b) as { count: number }).count > 0,
    ),
    await measure('swap quotes (20 routes)', swapQuotePaths(holder), (b) =>
      /^\{"quotes":\[\{"id":"uniswap-v2:/.test(b),
    ),
  ]
  console.log(`${seconds} s per route, ${connections} connections, loopback`)
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(34)} ${String(r.rps).padStart(6)} requests/s  p50 ${r.p50} ms  p99 ${r.p99} ms  (${r.requests} requests, ${r.failures} failed)`,
    )
  }
  const misses = rows.flatMap((r) => budgetMisses(r))
  for (const miss of misses) console.error(`BUDGET MISSED: ${miss}`)
  if (misses.length === 0) console.log('all budgets met')
  if (misses.length > 0) process.exitCode = 1
} finally {
  await stopServer()
}
