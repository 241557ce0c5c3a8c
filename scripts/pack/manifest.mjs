import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Packages whose main entry must keep React Server Components' 'use client' directive in its built file. */
export const CLIENT_ENTRIES = ['@portico/react']

const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies']

/** Each public subpath of a packed manifest's `exports` with the files its conditions point at. */
export function entryTargets(manifest) {
  const exports = manifest.exports ?? {}
  return Object.entries(exports)
    .filter(([subpath]) => subpath !== './package.json')
    .map(([subpath, value]) => ({
      subpath,
      files: typeof value === 'string' ? [value] : Object.values(value).filter((v) => typeof v === 'string'),
      conditions: typeof value === 'string' ? [] : Object.keys(value),
    }))
}

/** What is wrong with one unpacked package (its folder and its packed package.json), as readable lines. */
export async function checkManifest(dir, manifest) {
  const name = manifest.name
  const problems = []
  for (const field of DEPENDENCY_FIELDS) {
    for (const [dep, spec] of Object.entries(manifest[field] ?? {})) {
      if (String(spec).startsWith('workspace:')) problems.push(`${name}: ${field}.${dep} is still '${spec}'`)
    }
  }
  if (!existsSync(join(dir, 'LICENSE'))) problems.push(`${name}: no LICENSE in the tarball`)
  if (!manifest.license) problems.push(`${name}: no license field`)
  // npm's page for the package links back to its source and docs through these two.
  if (!manifest.repository?.url) problems.push(`${name}: no repository.url`)
  if (!manifest.homepage) problems.push(`${name}: no homepage`)
  const entries = entryTargets(manifest)
  if (entries.length === 0) problems.push(`${name}: no exports`)
  for (const { subpath, files, conditions } of entries) {
    if (conditions.includes('@portico/source')) problems.push(`${name}: exports '${subpath}' keeps @portico/source`)
    if (!conditions.includes('import') && conditions.length > 0) problems.push(`${name}: '${subpath}' has no import`)
    for (const file of files) {
      if (!existsSync(join(dir, file))) problems.push(`${name}: '${subpath}' points at missing ${file}`)
    }
  }
  if (CLIENT_ENTRIES.includes(name)) {
    const main = entries.find((e) => e.subpath === '.')
    const file =
      main && (typeof manifest.exports['.'] === 'string' ? manifest.exports['.'] : manifest.exports['.'].import)
    const code = file && existsSync(join(dir, file)) ? await readFile(join(dir, file), 'utf8') : ''
    if (!/^\s*['"]use client['"];?/.test(code)) problems.push(`${name}: ${file} does not start with 'use client'`)
  }
  return problems
}

/**
 * A scratch-app script that runs `step` (statements about `specifier`) for each specifier, lists every one that
 * throws and exits 1 if any did; otherwise it runs `done`. `before` declares what the steps collect.
 */
function forEachSpecifier(specifiers, { before = '', step, done }) {
  return `const specifiers = ${JSON.stringify(specifiers)}
const failed = []
${before}for (const specifier of specifiers) {
  try {
    ${step}
  } catch (error) {
    failed.push(specifier + ': ' + (error && error.message))
  }
}
if (failed.length > 0) {
  console.error(failed.join('\\n'))
  process.exit(1)
}
${done}
`
}

/**
 * The scratch app's script: import every entry by its package name; one that throws fails the check. An entry with no
 * exports is only reported (embedded-wallet is published empty until its issue is built).
 */
export function importScript(specifiers) {
  return forEachSpecifier(specifiers, {
    before: 'const empty = []\n',
    step: 'if (Object.keys(await import(specifier)).length === 0) empty.push(specifier)',
    done: `if (empty.length > 0) console.log('entries with no exports: ' + empty.join(', '))
console.log('imported ' + specifiers.length + ' entries: ' + specifiers.join(', '))`,
  })
}

/**
 * The `@portico/…` modules a built file imports, statically or on demand (`from '…'`, `import('…')`, `import '…'`).
 * A lazy chunk's imports run only when its view opens, so importing the entries alone never resolves them.
 */
export function porticoSpecifiers(code) {
  const found = new Set()
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"`])(@portico\/[^'"`]+)\1/g)) {
    found.add(match[2])
  }
  return [...found].sort()
}

/** The scratch app's script: resolve (not import) every specifier the packed files import; one that fails fails the check. */
export function resolveScript(specifiers) {
  return forEachSpecifier(specifiers, {
    step: 'import.meta.resolve(specifier)',
    done: "console.log('resolved ' + specifiers.length + ' specifiers the packed files import')",
  })
}
