import { defineConfig } from '@playwright/test'
import type { PorticoWorkerFixtures } from './fixtures'
import { CHROMIUM_ARGS, findChromium } from './support/chromium'

// Two shared cores: one worker keeps timings steady and leaves room for the dev stack (anvil, api, Vite).
const workers = Number(process.env.PORTICO_E2E_WORKERS ?? 1)

export default defineConfig<unknown, PorticoWorkerFixtures>({
  testDir: './specs',
  outputDir: './artifacts/test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  // Both projects run one after the other: react19 then the whole suite again on react18 (e2e/README.md). Both took
  // 38.7 min in the last CI run (a 2-core machine), so 40 would cut it off.
  globalTimeout: 55 * 60_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: './artifacts/results.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    actionTimeout: 5_000,
    navigationTimeout: 15_000,
    screenshot: 'only-on-failure',
    trace: 'off',
    serviceWorkers: 'block',
  },
  projects: [
    // Each project runs on a production build of the lab on its React (fixtures' labBuild, built once per run).
    { name: 'react19' },
    // The packages declare react >=18.3: the suite runs again on React 18.3.
    {
      name: 'react18',
      use: { react: '18' },
      testIgnore: [
        // Timing budgets defined for (and measured on) the React 19 builds these specs make themselves.
        'modal-timing.spec.ts',
        'button-timing.spec.ts',
        'walletconnect-budget.spec.ts',
      ],
      // Next.js's App Router renders with the React it bundles itself (19), whatever the app installs.
      grepInvert: /examples\/nextjs/,
    },
  ],
})
