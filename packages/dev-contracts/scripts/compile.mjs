// Compiles contracts/*.sol into src/contracts/<name>.gen.ts. Run after editing a contract:
// `pnpm --filter @portico/dev-contracts compile`; `--check` exits 1 when a committed artifact is stale (tests use it).
import { fileURLToPath } from 'node:url'
import { runCompileCli } from './solc-artifacts.mjs'

runCompileCli({
  sourceDir: fileURLToPath(new URL('../contracts', import.meta.url)),
  outDir: fileURLToPath(new URL('../src/contracts', import.meta.url)),
  generator: '@portico/dev-contracts scripts/compile.mjs',
})
