import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import {
  ALLOWED_INTERNAL,
  FORBIDDEN_EXTERNAL,
  INTERNAL_SUBPATHS,
  REACT_PACKAGES,
  TEST_ONLY_PACKAGES,
} from './rules.mjs'

const SOURCE = /\.(m?[jt]sx?)$/
const TEST_FILE = /(\.test\.[mc]?[jt]sx?$)|(^|\/)test\//

/** @typedef {{ name: string, dir: string, private: boolean, deps: string[] }} Pkg */
/** @typedef {{ file: string, pkg: string, specifier: string, rule: string }} Violation */

/** Workspace packages under packages/ and apps/ of a repo root. */
export function readWorkspace(root) {
  /** @type {Pkg[]} */
  const pkgs = []
  for (const group of ['packages', 'apps']) {
    const base = join(root, group)
    if (!existsSync(base)) continue
    for (const name of readdirSync(base)) {
      const file = join(base, name, 'package.json')
      if (!existsSync(file)) continue
      const json = JSON.parse(readFileSync(file, 'utf8'))
      pkgs.push({
        name: json.name,
        dir: join(base, name),
        private: json.private === true,
        deps: [...Object.keys(json.dependencies ?? {}), ...Object.keys(json.peerDependencies ?? {})],
      })
    }
  }
  return pkgs
}

function* sourceFiles(dir) {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) yield* sourceFiles(path)
    else if (SOURCE.test(entry)) yield path
  }
}

/** Every module specifier a file imports, statically, dynamically or by re-export. */
export function importsOf(source) {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName)
}

const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]

/** Checks one repo; returns every broken rule (an empty list means the boundaries hold). */
export function checkBoundaries(root) {
  const pkgs = readWorkspace(root)
  const names = new Set(pkgs.map((p) => p.name))
  /** @type {Violation[]} */
  const violations = []
  /** @type {Map<string, Set<string>>} */
  const edges = new Map(pkgs.map((p) => [p.name, new Set()]))

  for (const pkg of pkgs) {
    const published = !pkg.private
    for (const dep of pkg.deps) {
      if (published && TEST_ONLY_PACKAGES.includes(dep)) {
        violations.push({
          file: relative(root, join(pkg.dir, 'package.json')),
          pkg: pkg.name,
          specifier: dep,
          rule: 'published package depends on a test-only package',
        })
      }
      if (names.has(dep)) edges.get(pkg.name)?.add(dep)
    }
    for (const file of sourceFiles(join(pkg.dir, 'src'))) {
      const rel = relative(root, file)
      const isTest = TEST_FILE.test(relative(pkg.dir, file))
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const target = packageOf(specifier)
        const report = (rule) => violations.push({ file: rel, pkg: pkg.name, specifier, rule })
        if (specifier.startsWith('.')) {
          const resolved = resolve(dirname(file), specifier)
          if (!resolved.startsWith(`${pkg.dir}/`)) report('relative import leaves the package')
          continue
        }
        if (names.has(target)) {
          if (!isTest) edges.get(pkg.name)?.add(target)
          if (isTest) continue
          if (published && TEST_ONLY_PACKAGES.includes(target)) report('published package imports a test-only package')
          const allowed = ALLOWED_INTERNAL[pkg.name]
          if (allowed && !allowed.includes(target) && target !== pkg.name)
            report(`${pkg.name} may import only ${allowed.join(', ') || 'nothing of ours'}`)
          if (specifier !== target && /\/(src|dist)(\/|$)/.test(specifier)) report('deep import into another package')
          if (Object.hasOwn(INTERNAL_SUBPATHS, specifier) && !INTERNAL_SUBPATHS[specifier].includes(pkg.name))
            report(`only ${INTERNAL_SUBPATHS[specifier].join(', ')} may import ${specifier}`)
          if (target !== pkg.name && !pkg.deps.includes(target))
            report('imports a workspace package it does not declare')
          continue
        }
        if (isTest) continue
        const forbidden = FORBIDDEN_EXTERNAL[pkg.name] ?? []
        if (forbidden.some((re) => re.test(specifier))) report(`${pkg.name} must not import ${target}`)
        if (
          /^react(-dom)?($|\/)/.test(specifier) &&
          pkg.name.startsWith('@portico/') &&
          !pkg.private &&
          !REACT_PACKAGES.includes(pkg.name)
        ) {
          report('only ui, scaffold and react import React')
        }
      }
    }
  }
  for (const cycle of findCycles(edges)) {
    violations.push({
      file: '(package graph)',
      pkg: cycle[0] ?? '',
      specifier: cycle.join(' → '),
      rule: 'cycle between packages',
    })
  }
  return violations
}

/** Cycles in a package graph, each as a closed path. */
export function findCycles(edges) {
  const cycles = []
  const state = new Map()
  const stack = []
  const visit = (node) => {
    state.set(node, 'open')
    stack.push(node)
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(node, 'done')
  }
  for (const node of edges.keys()) if (!state.has(node)) visit(node)
  return cycles
}
