import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config'
import { react18Alias } from './tools/react-18/alias.ts'

interface PackageTestOptions {
  /** Also run every test on React 18.3 (project `react18`), as the packages declare `react >=18.3 <20`. */
  react18?: boolean
}

// Tests import workspace packages from their TypeScript sources through the "@portico/source" export condition,
// so no package needs building before another's tests run.
export function packageTest(extra: ViteUserConfig['test'] = {}, options: PackageTestOptions = {}): ViteUserConfig {
  return defineConfig({
    resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['@portico/source', ...defaultServerConditions] } },
    test: {
      passWithNoTests: true,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      reporters: process.env.PORTICO_REPORT ? ['default', 'json'] : ['default'],
      outputFile: { json: '.reports/vitest.json' },
      ...extra,
      ...(options.react18 ? { projects: [{ extends: true, test: { name: 'react19' } }, react18Project()] } : {}),
    },
  })
}

function react18Project(): TestProjectInlineConfiguration {
  return {
    extends: true,
    resolve: { alias: react18Alias(fileURLToPath(new URL('./tools/react-18/', import.meta.url))) },
    test: {
      name: 'react18',
      env: { PORTICO_REACT_MAJOR: '18' },
      // The public types are checked against React 18's by the package's own type test; once is enough.
      typecheck: { enabled: false },
      // A dependency that imports React is inlined so the alias reaches it; externalized, it would load React 19.
      server: { deps: { inline: [/@tanstack\/react-virtual/] } },
    },
  }
}
