// `pnpm --filter @portico/api catalogue:import <file-or-url> [--logos <dir>] [--strict]`: a wallet listing into the
// store the service opens (DATABASE_URL, or PGlite in PORTICO_DATA_DIR, default apps/api/.data). See README.
import { fileURLToPath } from 'node:url'
import { runImportCommand } from '../src/catalogue/import-command'
import { storeConfigFromEnv } from '../src/store/store-from-env'

const store = storeConfigFromEnv(process.env, fileURLToPath(new URL('../.data/', import.meta.url)))
process.exitCode = await runImportCommand(process.argv.slice(2), store, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
})
