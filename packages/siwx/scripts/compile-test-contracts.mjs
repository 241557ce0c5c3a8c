// Compiles test/contracts/*.sol into test/contracts/<name>.gen.ts with @portico/dev-contracts' solc settings, so
// tests never compile. `--check` exits 1 when a committed artifact is stale.

import { fileURLToPath } from 'node:url'
import { runCompileCli } from '@portico/dev-contracts/solc'

const dir = fileURLToPath(new URL('../test/contracts', import.meta.url))
runCompileCli({ sourceDir: dir, outDir: dir, generator: '@portico/siwx scripts/compile-test-contracts.mjs' })
