import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './support/chromium'

// Two shared cores: one worker keeps timings steady and leaves room for the dev stack (anvil, api, Vite).
const workers = Number(process.env.PORTICO_E2E_WORKERS ?? 1)

export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  globalTimeout: 15 * 60_000,
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
})
