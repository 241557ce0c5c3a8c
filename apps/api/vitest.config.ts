import { defineConfig } from 'vitest/config'
import { packageTest } from '../../vitest.shared.ts'
import { findPostgresBin } from './test/postgres.ts'

// The suites that read and write the store run twice: on embedded PGlite (every suite) and, when PostgreSQL server
// binaries are present (Debian's postgresql), on a throwaway PostgreSQL cluster (test/test-store.ts).
const STORE_SUITES = [
  'test/service.test.ts',
  'test/names.test.ts',
  'test/sessions.test.ts',
  'test/siwx.test.ts',
  'test/tokens.test.ts',
  'test/chain.test.ts',
  'test/history-reorg.test.ts',
  'test/store-kind.test.ts',
  'test/edge-input.test.ts',
  'test/auth.test.ts',
  'test/auth-dump.test.ts',
  'test/wallet-catalogue.test.ts',
  'test/farcaster-channels.test.ts',
]

// Every suite starts its own api on its own store (test/helpers.ts), so the files of one worker share one module
// graph instead of importing it again per file: 194 s instead of 323 s for the whole suite on a 2-core machine
// (`time pnpm exec vitest run`, with and without `--isolate=false`), most of it viem, PGlite and the api's imports.
const base = packageTest({ isolate: false })
// Projects are spelled out from the shared config rather than `extends: true`, which would add `include` lists
// together instead of narrowing the PostgreSQL run to the store suites.
const project = (test: NonNullable<typeof base.test>) => ({
  resolve: base.resolve,
  ssr: base.ssr,
  test: { ...base.test, ...test },
})

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: [
      project({ name: 'pglite', globalSetup: ['test/pglite-template.ts'] }),
      ...(findPostgresBin()
        ? [
            project({
              name: 'postgres',
              include: STORE_SUITES,
              env: { PORTICO_TEST_STORE: 'postgres' },
              setupFiles: ['test/store-teardown.ts'],
            }),
          ]
        : []),
    ],
  },
})
