// docs/rules.md names the file and the test that own each rule; a rename that leaves it pointing nowhere fails here.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const rules = readFileSync(join(root, 'docs', 'rules.md'), 'utf8')

/** Paths in backticks with a source ending; the page writes them relative to packages/ unless they name a top folder. */
function namedPaths(text) {
  const found = new Set()
  for (const [, path] of text.matchAll(/`([\w./-]+\.(?:ts|tsx|mjs|js))`/g)) found.add(path)
  return [...found]
}

const resolve = (path) => (/^(apps|e2e|scripts|bench)\//.test(path) ? join(root, path) : join(root, 'packages', path))

test('docs/rules.md names files', () => {
  expect(namedPaths(rules).length).toBeGreaterThan(50)
})

test('every file docs/rules.md names exists', () => {
  const missing = namedPaths(rules).filter((path) => !existsSync(resolve(path)))
  expect(missing).toEqual([])
})
