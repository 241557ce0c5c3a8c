// Feature budgets: each lazy view or feature is a named group of a fixture's lazy chunks with its own gzip limit.
// A chunk belongs to the first group one of whose patterns matches its file name (`assets/AccountView-…-….js` is
// tested as `AccountView-…-….js`); a group marked `rest` takes every lazy chunk no other group names, so a chunk a
// new view adds is counted (and budgeted) from the day it appears. A group whose patterns match nothing fails, so
// a renamed chunk cannot leave its budget checking nothing. A group may declare `needs`: the configuration (a
// service, an embedded wallet) without which no user of the fixture can load its chunks; such groups still have their
// budget, but the fixture's "reachable" JS leaves them out (see README.md, "Reachable JS").
import { basename } from 'node:path'
import { measureFiles } from './measure.mjs'
import { kb, layOut } from './table.mjs'

/**
 * The configurations a group may need (`"needs"`): an `apiUrl` service, an embedded wallet (auth connector),
 * WalletConnect (a `projectId` without `enableWalletConnect: false`: the client and the universal provider), or a
 * page with an `<appkit-*>` tag (createAppKit from @portico/react fetches the elements only then).
 */
export const NEEDS = /** @type {const} */ (['service', 'embedded wallet', 'walletconnect', 'appkit elements'])

/**
 * @typedef {typeof NEEDS[number]} Need
 * @typedef {{ name: string, files: string[], gzip: number, rest?: boolean, needs?: Need }} FeatureBudget as written in limits.json
 * @typedef {FeatureBudget & { patterns: RegExp[] }} FeatureGroup
 * @typedef {{ fixture: string, name: string, files: string[], sizes: import('./measure.mjs').Sizes, limit: number,
 *   ok: boolean, problem?: string, needs?: Need }} FeatureResult
 */

/** @param {unknown} value the `features` object of limits.json: fixture → its groups. @returns {Record<string, FeatureGroup[]>} */
export function parseFeatureBudgets(value) {
  if (value === undefined) return {}
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('limits.json: "features" must map a fixture name to its list of feature budgets')
  }
  return Object.fromEntries(
    Object.entries(value).map(([fixture, list]) => {
      if (!Array.isArray(list)) throw new Error(`limits.json: features.${fixture} must be a list`)
      const groups = list.map((raw, i) => {
        const g = /** @type {FeatureBudget} */ (raw)
        const where = `limits.json: features.${fixture}[${i}]`
        if (typeof g?.name !== 'string' || g.name === '') throw new Error(`${where} needs a "name"`)
        if (!(Number.isInteger(g.gzip) && g.gzip > 0)) throw new Error(`${where} (${g.name}) needs a positive "gzip"`)
        const files = Array.isArray(g.files) ? g.files : []
        if (!files.every((f) => typeof f === 'string' && f !== '')) {
          throw new Error(`${where} (${g.name}): "files" must be patterns (strings)`)
        }
        if (files.length === 0 && g.rest !== true) throw new Error(`${where} (${g.name}) needs "files" or "rest": true`)
        if (g.needs !== undefined && (g.rest === true || !NEEDS.includes(g.needs))) {
          throw new Error(`${where} (${g.name}): "needs" must be one of ${NEEDS.join(', ')}, on a group with "files"`)
        }
        return { ...g, files, patterns: files.map((f) => new RegExp(f)) }
      })
      if (groups.filter((g) => g.rest).length > 1)
        throw new Error(`limits.json: features.${fixture} has two "rest" groups`)
      return [fixture, groups]
    }),
  )
}

/**
 * Sorts a fixture's lazy files into its groups.
 * @param {{ initial: string[], all: string[] }} files as buildAndMeasure lists them
 * @param {FeatureGroup[]} groups
 * @returns {Map<FeatureGroup, string[]>}
 */
export function groupLazyFiles(files, groups) {
  const initial = new Set(files.initial)
  const grouped = new Map(groups.map((g) => [g, /** @type {string[]} */ ([])]))
  const rest = groups.find((g) => g.rest)
  for (const file of files.all.filter((f) => !initial.has(f))) {
    const name = basename(file)
    const group = groups.find((g) => g.patterns.some((p) => p.test(name))) ?? rest
    grouped.get(/** @type {FeatureGroup} */ (group))?.push(file)
  }
  return grouped
}

/**
 * Measures each group and checks it against its budget.
 * @param {string} fixture @param {string} outDir the fixture's build output
 * @param {{ initial: string[], all: string[] }} files @param {FeatureGroup[]} groups
 * @returns {Promise<FeatureResult[]>}
 */
export async function checkFeatures(fixture, outDir, files, groups) {
  const results = []
  for (const [group, list] of groupLazyFiles(files, groups)) {
    const sizes = await measureFiles(outDir, list)
    const empty = list.length === 0 && !group.rest
    const problem = empty
      ? `no lazy chunk matches ${group.files.join(', ')} (renamed, or now in the initial JS?)`
      : sizes.gzip > group.gzip
        ? `${sizes.gzip} B gzip, budget ${group.gzip} B`
        : undefined
    results.push({
      fixture,
      name: group.name,
      files: list,
      sizes,
      limit: group.gzip,
      ok: problem === undefined,
      ...(problem ? { problem } : {}),
      ...(group.needs ? { needs: group.needs } : {}),
    })
  }
  return results
}

/** The files of the groups that need a configuration the fixture lacks. @param {FeatureResult[]} results */
export function unreachableFiles(results) {
  return results.filter((r) => r.needs !== undefined).flatMap((r) => r.files)
}

/** One table of every fixture's feature groups: chunks, gzip and budget. @param {FeatureResult[]} results */
export function formatFeatureTable(results) {
  const header = ['feature (lazy chunks)', 'chunks', 'raw', 'gzip', 'budget', '', 'reachable']
  const body = results.map((r) => [
    `${r.fixture}: ${r.name}`,
    String(r.files.length),
    kb(r.sizes.raw),
    kb(r.sizes.gzip),
    kb(r.limit),
    r.ok ? 'ok' : r.files.length === 0 ? 'MISSING' : 'OVER',
    r.needs ? `only with ${r.needs}` : 'yes',
  ])
  return layOut(header, body)
}
