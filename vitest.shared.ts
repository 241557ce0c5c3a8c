import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig, type ViteUserConfig } from 'vitest/config'

// Tests import workspace packages from their TypeScript sources through the "@portico/source" export condition,
// so no package needs building before another's tests run.
export function packageTest(extra: ViteUserConfig['test'] = {}): ViteUserConfig {
  return defineConfig({
    resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['@portico/source', ...defaultServerConditions] } },
    test: {
      passWithNoTests: true,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      reporters: process.env.PORTICO_REPORT ? ['default', 'json'] : ['default'],
      outputFile: { json: '.reports/vitest.json' },
      ...extra,
    },
  })
}
