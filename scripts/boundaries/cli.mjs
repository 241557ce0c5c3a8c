import { fileURLToPath } from 'node:url'
import { checkBoundaries } from './check.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const violations = checkBoundaries(root)
for (const v of violations) console.error(`✗ ${v.file}: '${v.specifier}' — ${v.rule}`)
if (violations.length > 0) {
  console.error(`boundaries: ${violations.length} violation(s) of the rules in shared/ARCHITECTURE.md`)
  process.exit(1)
}
console.log('boundaries: every import follows the rules of shared/ARCHITECTURE.md')
