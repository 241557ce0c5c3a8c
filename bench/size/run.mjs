// `node bench/size/run.mjs [fixture…]`: builds each size fixture with Vite (production) and reports the raw, gzip and
// brotli bytes of its initial JS and all its JS, the differences (portico − baseline, email − elements) and each
// feature's lazy chunks, and
// fails over a limit.
// The @portico/* packages must be built first (their dist is what the fixtures import): `pnpm size` does that.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildAndMeasure } from './src/build.mjs'
import { checkFeatures, formatFeatureTable, parseFeatureBudgets, unreachableFiles } from './src/features.mjs'
import { checkLazy, describeLazy, parseLazyRules } from './src/lazy.mjs'
import { checkLimits, differences, parseLimits } from './src/limits.mjs'
import { difference, measureFiles } from './src/measure.mjs'
import { formatTable } from './src/table.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const FIXTURES = ['baseline', 'portico', 'core', 'walletconnect', 'elements', 'email', 'everything']

const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !FIXTURES.includes(name))
if (unknown.length > 0) {
  console.error(`unknown fixture(s): ${unknown.join(', ')} (known: ${FIXTURES.join(', ')})`)
  process.exit(2)
}
const names = wanted.length > 0 ? wanted : FIXTURES
const limitsJson = JSON.parse(await readFile(join(here, 'limits.json'), 'utf8'))
const { lazy: lazyJson, features: featuresJson, ...sizeLimits } = limitsJson
const limits = parseLimits(sizeLimits)
const lazyRules = parseLazyRules(lazyJson)
const featureBudgets = parseFeatureBudgets(featuresJson)

const started = performance.now()
/** @type {Record<string, Awaited<ReturnType<typeof buildAndMeasure>>>} */
const measured = {}
for (const name of names) {
  try {
    measured[name] = await buildAndMeasure(join(here, 'fixtures', name))
  } catch (error) {
    console.error(`size: building the "${name}" fixture failed. Are the @portico/* packages built?`)
    console.error('      `pnpm size` builds them first; by hand: pnpm exec turbo run build --filter=./bench/size/...')
    throw error
  }
}
const totalMs = Math.round(performance.now() - started)

/** @type {import('./src/features.mjs').FeatureResult[]} */
const features = []
for (const [fixture, groups] of Object.entries(featureBudgets)) {
  const m = measured[fixture]
  if (m) features.push(...(await checkFeatures(fixture, join(here, 'fixtures', fixture, 'dist'), m.files, groups)))
}

// What a user of the fixture can reach: every emitted file but the groups that need a configuration it lacks.
/** @type {Record<string, import('./src/limits.mjs').FixtureSizes>} */
const sizes = {}
for (const [name, m] of Object.entries(measured)) {
  const out = new Set(unreachableFiles(features.filter((f) => f.fixture === name)))
  const reachable =
    out.size === 0
      ? m.all
      : await measureFiles(
          join(here, 'fixtures', name, 'dist'),
          m.files.all.filter((f) => !out.has(f)),
        )
  sizes[name] = { initial: m.initial, reachable, all: m.all }
}
// Each difference of limits.json whose two fixtures this run measured (portico − baseline, email − elements).
/** @type {Record<string, import('./src/limits.mjs').FixtureSizes>} */
const diffs = {}
for (const { of, over } of differences(limits)) {
  const a = sizes[of]
  const b = sizes[over]
  if (!a || !b) continue
  diffs[`${of} − ${over}`] = {
    initial: difference(a.initial, b.initial),
    reachable: difference(a.reachable, b.reachable),
    all: difference(a.all, b.all),
  }
}
const diff = Object.keys(diffs).length > 0 ? diffs : null

console.log(formatTable({ ...sizes, ...(diff ?? {}) }))
console.log(
  `\nbuilt ${names.length} fixture(s) in ${totalMs} ms (${names.map((n) => `${n} ${measured[n]?.buildMs} ms`).join(', ')})`,
)

const breaches = checkLimits(sizes, diff, limits)
const lazy = []
for (const rule of lazyRules.filter((r) => measured[r.fixture])) {
  const result = await checkLazy(join(here, 'fixtures', rule.fixture, 'dist'), measured[rule.fixture].files, rule)
  console.log(describeLazy(result))
  lazy.push(result)
}
if (features.length > 0) console.log(`\n${formatFeatureTable(features)}\n`)
await mkdir(join(here, 'results'), { recursive: true })
const report = {
  date: new Date().toISOString(),
  unit: 'bytes',
  fixtures: measured,
  reachable: Object.fromEntries(Object.entries(sizes).map(([name, s]) => [name, s.reachable])),
  difference: diff,
  limits,
  breaches,
  lazy,
  features,
}
await writeFile(join(here, 'results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`)
console.log('wrote bench/size/results/latest.json')

for (const b of breaches) console.error(`OVER LIMIT: ${b.what} is ${b.gzip} B gzip, limit ${b.limit} B`)
for (const r of lazy.filter((l) => !l.ok)) console.error(describeLazy(r))
for (const f of features.filter((r) => !r.ok))
  console.error(`OVER FEATURE BUDGET: ${f.fixture}: ${f.name}: ${f.problem}`)
if (breaches.length > 0 || lazy.some((l) => !l.ok) || features.some((f) => !f.ok)) process.exit(1)
console.log('all figures within bench/size/limits.json')
