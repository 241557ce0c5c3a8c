import { defineConfig } from '@playwright/test'
import type { PorticoWorkerFixtures } from './fixtures'
import { CHROMIUM_ARGS, findChromium } from './support/chromium'

// Two shared cores: one worker keeps timings steady and leaves room for the dev stack (anvil, api, Vite).
const workers = Number(process.env.PORTICO_E2E_WORKERS ?? 1)

// The React 18 pass (the packages declare `react >=18.3`): the specs whose subject is what React does — the modal's
// views, their layout, focus and accessibility, hooks, the embedded component, the frame, the example apps, flows
// that render a wallet's answers. Specs whose subject is a chain, a protocol or a service behind the same views
// (Solana, Bitcoin, Polkadot, the relay's faults, the bundler, the mail and OIDC log-ins, Safe, Farcaster) run on
// react19 alone: the views they reach have unit tests on both Reacts (scaffold's `react18` project), and running
// them twice cost 7 of a fresh clone's 55 minutes. Left out on purpose, beyond those: the timing specs
// (`modal-timing`, `button-timing`, `walletconnect-budget`: budgets defined for and measured on React 19 builds) and
// `examples/nextjs` (Next.js's App Router renders with the React it bundles, 19, whatever the app installs).
const REACT18_SPECS = [
  'account',
  'alerts',
  'all-wallets',
  'embedded-wallet-frame',
  'evm-connect',
  'evm-flows',
  'examples',
  'faults-requests',
  'get-wallet',
  'headless-wallets',
  'lab-home',
  'lab-shell',
  'modal',
  'modal-axe-wallets',
  'modal-layout',
  'modal-rtl',
  'modal-views',
  'nfts',
  'onramp',
  'page-guard',
  'receive',
  'send-evm',
  'siwx',
  'swaps',
  'theme-embedded',
  'walletconnect',
].map((name) => `**/${name}.spec.ts`)

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
  // Both projects run one after the other: react19, then react18's specs (e2e/README.md). Both took 31.9 min in
  // 49120b1's fresh-clone run, react18 then running every spec; 55 leaves room for a slower machine.
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
    // The packages declare react >=18.3: the specs where React itself is exercised run again on React 18.3.
    { name: 'react18', use: { react: '18' }, testMatch: REACT18_SPECS, grepInvert: /examples\/nextjs/ },
  ],
})
