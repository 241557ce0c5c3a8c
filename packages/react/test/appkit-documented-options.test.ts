// Issue 20: every option AppKit documents is either acted on by Portico or, under `debug`, named as not supported.
// The names below were read from AppKit's documented createAppKit options page (docs.reown.com/appkit/react/core/options,
// the same page as /appkit/nuxt/core/options and /appkit/javascript/core/options), its theming page
// (docs.reown.com/appkit/react/core/theming: themeMode, themeVariables) and the `features` keys of its email & socials
// page (docs.reown.com/appkit/react/core/socials). Only the names are kept here.
import { localEvm, localEvm2 } from '@portico/common/networks'
import { memoryStorage } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, type CreateAppKitOptions, createAppKit } from '../src/index'
import { optionWarningsGiven } from './support/option-warnings'

const DOCUMENTED_TOP_LEVEL = [
  'adapters',
  'projectId',
  'networks',
  'metadata',
  'defaultNetwork',
  'defaultAccountTypes',
  'featuredWalletIds',
  'chainImages',
  'connectorImages',
  'enableWallets',
  'enableNetworkSwitch',
  'enableReconnect',
  'enableMobileFullScreen',
  'debug',
  'enableWalletGuide',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'features',
  'customWallets',
  'allWallets',
  'includeWalletIds',
  'excludeWalletIds',
  'enableCoinbase',
  'coinbasePreference',
  'customRpcUrls',
  'universalProviderConfigOverride',
  'allowUnsupportedChain',
  'themeMode',
  'themeVariables',
] as const

const DOCUMENTED_FEATURES = [
  'analytics',
  'swaps',
  'onramp',
  'connectMethodsOrder',
  'legalCheckbox',
  'email',
  'socials',
  'emailShowWallets',
] as const

const DOCUMENTED_THEME_VARIABLES = [
  '--apkt-font-family',
  '--apkt-accent',
  '--apkt-color-mix',
  '--apkt-color-mix-strength',
  '--apkt-font-size-master',
  '--apkt-border-radius-master',
  '--apkt-z-index',
] as const

/** Documented options Portico acts on (the binding, core or the scaffold's views read them); all others must warn. */
const IMPLEMENTED: ReadonlySet<string> = new Set([
  ...['adapters', 'projectId', 'networks', 'metadata', 'defaultNetwork', 'defaultAccountTypes', 'featuredWalletIds'],
  ...['chainImages', 'connectorImages', 'enableWallets', 'enableNetworkSwitch', 'enableReconnect', 'debug'],
  ...['termsConditionsUrl', 'privacyPolicyUrl', 'features', 'customWallets', 'allWallets', 'includeWalletIds'],
  ...['excludeWalletIds', 'customRpcUrls', 'allowUnsupportedChain', 'themeMode', 'themeVariables'],
  ...['features.analytics', 'features.swaps', 'features.onramp', 'features.connectMethodsOrder'],
  ...['features.email', 'features.socials'],
  // ui's theme maps AppKit's --apkt-* names onto the same properties as their --w3m-* twins.
  ...['--apkt-font-family', '--apkt-accent', '--apkt-color-mix', '--apkt-color-mix-strength']
    .concat(['--apkt-border-radius-master', '--apkt-z-index'])
    .map((name) => `themeVariables['${name}']`),
])

/** Top-level documented options core takes as they are given (core's options, read by core or the scaffold). */
const PASSED_TO_CORE = {
  defaultAccountTypes: { eip155: 'eoa' },
  featuredWalletIds: ['featured-a'],
  connectorImages: { injected: '/injected.svg' },
  enableWallets: true,
  enableNetworkSwitch: true,
  enableReconnect: true,
  debug: true,
  termsConditionsUrl: 'https://example.invalid/terms',
  privacyPolicyUrl: 'https://example.invalid/privacy',
  customWallets: [{ id: 'custom-a', name: 'Custom A' }],
  allWallets: 'SHOW',
  includeWalletIds: ['featured-a'],
  excludeWalletIds: ['excluded-b'],
  allowUnsupportedChain: true,
} satisfies Partial<CreateAppKitOptions>

/** One value for every documented option; typed as createAppKit's options, so each name must still compile. */
const EVERY_DOCUMENTED_OPTION: CreateAppKitOptions = {
  ...PASSED_TO_CORE,
  adapters: [],
  projectId: 'test',
  networks: [localEvm, localEvm2],
  metadata: { name: 'App', description: 'An app', url: 'https://example.invalid', icons: [] },
  defaultNetwork: localEvm2,
  chainImages: { 31337: '/chain-a.svg' },
  enableMobileFullScreen: true,
  enableWalletGuide: false,
  features: {
    analytics: false,
    swaps: false,
    onramp: false,
    connectMethodsOrder: ['wallet', 'email'],
    legalCheckbox: true,
    email: false,
    socials: false,
    emailShowWallets: false,
  },
  enableCoinbase: false,
  coinbasePreference: 'all',
  customRpcUrls: { 'eip155:31337': [{ url: 'http://127.0.0.1:9545' }] },
  universalProviderConfigOverride: {},
  themeMode: 'dark',
  themeVariables: {
    '--apkt-font-family': 'serif',
    '--apkt-accent': '#000',
    '--apkt-color-mix': '#fff',
    '--apkt-color-mix-strength': 40,
    '--apkt-font-size-master': '10px',
    '--apkt-border-radius-master': '2px',
    '--apkt-z-index': 10,
  },
}

/** The name a warning gives each documented option. */
const DOCUMENTED_NAMES = [
  ...DOCUMENTED_TOP_LEVEL,
  ...DOCUMENTED_FEATURES.map((key) => `features.${key}`),
  ...DOCUMENTED_THEME_VARIABLES.map((key) => `themeVariables['${key}']`),
]

const warningFor = (name: string) => `[portico] The AppKit option '${name}' is not supported by Portico and is ignored.`

const kits: AppKit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  setCurrentAppKit(undefined)
})

describe("AppKit's documented options", () => {
  it('the sample object gives every documented name, and the implemented set names only documented ones', () => {
    const given = [
      ...Object.keys(EVERY_DOCUMENTED_OPTION),
      ...Object.keys(EVERY_DOCUMENTED_OPTION.features ?? {}).map((key) => `features.${key}`),
      ...Object.keys(EVERY_DOCUMENTED_OPTION.themeVariables ?? {}).map((key) => `themeVariables['${key}']`),
    ]
    expect([...given].sort()).toEqual([...DOCUMENTED_NAMES].sort())
    expect([...IMPLEMENTED].filter((name) => !DOCUMENTED_NAMES.includes(name))).toEqual([])
  })

  it('each one is implemented or named under debug, and no implemented one is named', async () => {
    const warnings: string[] = []
    const kit = createAppKit({
      ...EVERY_DOCUMENTED_OPTION,
      storage: memoryStorage(),
      isMobile: () => false,
      warn: (message) => warnings.push(message),
    })
    kits.push(kit)
    await optionWarningsGiven()
    const notImplemented = DOCUMENTED_NAMES.filter((name) => !IMPLEMENTED.has(name))
    expect(notImplemented.length).toBeGreaterThan(0)
    expect([...warnings].sort()).toEqual(notImplemented.map(warningFor).sort())
    // The implemented ones reach core under the names it reads.
    expect(kit.core.options).toMatchObject(PASSED_TO_CORE)
    expect(kit.core.options).toMatchObject({ enableAnalytics: false, connectMethodsOrder: ['wallet', 'email'] })
    expect(kit.core.state.features).toMatchObject({ swaps: false, onramp: false, email: false, socials: false })
    expect(kit.core.options.networks[0]?.assets?.imageUrl).toBe('/chain-a.svg')
    expect(kit.core.options.networks[0]?.rpcUrls.default.http[0]).toBe('http://127.0.0.1:9545')
    expect(kit.core.options.defaultNetwork?.caipNetworkId).toBe(localEvm2.caipNetworkId)
  })
})
