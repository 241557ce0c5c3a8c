// Runs every check the repo has — lint, boundaries, typecheck, build, unit tests, e2e, size — continuing past a
// failure so one run shows everything, then prints one closing line: 'summary: N passed, N failed'.
// Tests count one each (from vitest's and Playwright's JSON reports); a check without tests counts as one.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
  FORCE_COLOR: '0',
}
const only = process.argv.slice(2)

/** Every .reports/vitest.json below the workspace folders. */
function vitestReports() {
  const found = []
  for (const group of ['packages', 'apps', 'scripts', 'bench', 'bench/size']) {
    const base = join(root, group)
    if (!existsSync(base)) continue
    const dirs = group === 'scripts' ? [base] : readdirSync(base).map((d) => join(base, d))
    for (const dir of dirs) {
      const file = join(dir, '.reports', 'vitest.json')
      if (existsSync(file) && statSync(file).isFile()) found.push(file)
    }
  }
  return found
}

function countVitest() {
  const total = { passed: 0, failed: 0, skipped: 0 }
  for (const file of vitestReports()) {
    const r = JSON.parse(readFileSync(file, 'utf8'))
    total.passed += r.numPassedTests ?? 0
    total.failed += (r.numFailedTests ?? 0) + (r.success === false && !r.numFailedTests ? 1 : 0)
    total.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
  }
  return total
}

/** 'file › test: first line of the error' for each failed vitest test, so a CI log's tail names what broke. */
function vitestFailures() {
  const names = []
  for (const file of vitestReports()) {
    const r = JSON.parse(readFileSync(file, 'utf8'))
    for (const suite of r.testResults ?? []) {
      const where = relative(root, suite.name ?? '')
      const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed')
      for (const t of failed) names.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
      if (failed.length === 0 && suite.status === 'failed') names.push(`${where}: ${firstLine(suite.message)}`)
    }
  }
  return names
}

function playwrightFailures() {
  const file = join(root, 'e2e', 'artifacts', 'results.json')
  if (!existsSync(file)) return []
  const names = []
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue
        const error = t.results?.find((r) => r.error)?.error?.message
        names.push(`${[...path, spec.title].join(' › ')}: ${firstLine(error)}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title])
  }
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite, [suite.title])
  return names
}

function firstLine(text) {
  // Reporters colour their messages; the log reader wants the words.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '')
  return (plain.split('\n').find((l) => l.trim() !== '') ?? '(no message)').trim().slice(0, 200)
}

function countPlaywright() {
  const file = join(root, 'e2e', 'artifacts', 'results.json')
  if (!existsSync(file)) return null
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  }
}

const clearVitestReports = () => {
  for (const f of vitestReports()) rmSync(f)
}

const steps = [
  { name: 'lint', cmd: ['pnpm', 'run', 'lint'] },
  { name: 'boundaries', cmd: ['node', 'scripts/boundaries/cli.mjs'] },
  { name: 'typecheck', cmd: ['pnpm', 'run', 'typecheck'] },
  {
    name: 'build',
    cmd: ['pnpm', 'exec', 'turbo', 'run', 'build', '--concurrency=2'],
    // The published packages packed, unpacked outside the workspace and imported (scripts/pack/check.mjs).
    after: ['node', 'scripts/pack/check.mjs'],
  },
  {
    name: 'unit',
    before: clearVitestReports,
    cmd: ['pnpm', 'exec', 'turbo', 'run', 'test', '--continue', '--concurrency=2'],
    env: { PORTICO_REPORT: '1' },
    count: countVitest,
    failures: vitestFailures,
  },
  {
    name: 'e2e',
    before: () => rmSync(join(root, 'e2e', 'artifacts', 'results.json'), { force: true }),
    cmd: ['pnpm', 'run', 'e2e'],
    count: countPlaywright,
    failures: playwrightFailures,
  },
  { name: 'size', cmd: ['pnpm', 'run', 'size'] },
]

const results = []
for (const step of steps) {
  if (only.length > 0 && !only.includes(step.name)) continue
  step.before?.()
  const started = Date.now()
  console.log(`\n━━ ${step.name}: ${step.cmd.join(' ')}`)
  const spawn = (cmd) => spawnSync(cmd[0], cmd.slice(1), { cwd: root, stdio: 'inherit', env: { ...env, ...step.env } })
  const run = spawn(step.cmd)
  const ok = run.status === 0 && (!step.after || spawn(step.after).status === 0)
  const counted = step.count?.() ?? null
  const tally = counted ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }
  // A runner that failed without reporting a failed test (a crash, a config error) still counts as a failure.
  if (!ok && tally.failed === 0) tally.failed = 1
  const failures = ok ? [] : (step.failures?.() ?? [])
  results.push({
    name: step.name,
    ok,
    seconds: (Date.now() - started) / 1000,
    ...tally,
    counted: counted !== null,
    failures,
  })
}

console.log('\n━━ results')
for (const r of results) {
  const detail = r.counted ? `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped` : r.ok ? 'ok' : 'FAILED'
  console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(11)} ${detail.padEnd(36)} ${r.seconds.toFixed(1)} s`)
  for (const name of r.failures) console.log(`    ✗ ${name}`)
}
const sum = (k) => results.reduce((n, r) => n + r[k], 0)
console.log(`summary: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
