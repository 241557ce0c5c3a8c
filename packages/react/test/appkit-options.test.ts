// AppKit's option names on createAppKit: `features.*` keys translated to core's flags and options, `chainImages` and
// `customRpcUrls` applied to the networks, and every AppKit option Portico does not support named once under debug.
import { localEvm, localEvm2 } from '@portico/common/networks'
import { memoryStorage } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import { setCurrentAppKit } from '../src/appkit/registry'
import { type AppKit, type CreateAppKitOptions, createAppKit } from '../src/index'
import { optionWarningsGiven } from './support/option-warnings'

const kits: AppKit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  setCurrentAppKit(undefined)
})

function make(extra: Partial<CreateAppKitOptions>, warnings: string[] = []): AppKit {
  const kit = createAppKit({
    projectId: 'test',
    networks: [localEvm, localEvm2],
    storage: memoryStorage(),
    isMobile: () => false,
    warn: (message) => warnings.push(message),
    ...extra,
  })
  kits.push(kit)
  return kit
}

describe("AppKit's features keys", () => {
  it('history, analytics, receive, send, the orders and smartSessions reach core under its names', () => {
    const kit = make({
      features: {
        history: false,
        analytics: false,
        receive: false,
        send: false,
        smartSessions: true,
        connectorTypeOrder: ['injected', 'walletConnect'],
        connectMethodsOrder: ['wallet', 'email'],
        swaps: false,
      },
    })
    expect(kit.core.state.features).toMatchObject({ activity: false, swaps: false })
    expect(kit.core.options).toMatchObject({
      enableAnalytics: false,
      receive: false,
      send: false,
      enableSmartSessions: true,
      connectorTypeOrder: ['injected', 'walletConnect'],
      connectMethodsOrder: ['wallet', 'email'],
    })
  })

  it('our own name wins over AppKit’s when both are given', () => {
    const kit = make({ features: { history: false, activity: true } })
    expect(kit.core.state.features.activity).toBe(true)
  })
})

describe('chainImages and customRpcUrls', () => {
  it('set the network image and put the custom RPC URLs first, by chain id or CAIP-2 id', () => {
    const kit = make({
      chainImages: { 31337: '/chain-a.svg', 'eip155:31338': '/chain-b.svg' },
      customRpcUrls: { 'eip155:31337': [{ url: 'http://127.0.0.1:9545' }] },
      defaultNetwork: localEvm2,
    })
    const [a, b] = kit.core.options.networks
    expect(a?.assets?.imageUrl).toBe('/chain-a.svg')
    expect(a?.rpcUrls.default.http).toEqual(['http://127.0.0.1:9545', ...localEvm.rpcUrls.default.http])
    expect(b?.assets?.imageUrl).toBe('/chain-b.svg')
    expect(b?.rpcUrls.default.http).toEqual(localEvm2.rpcUrls.default.http)
    expect(kit.core.options.defaultNetwork?.assets?.imageUrl).toBe('/chain-b.svg')
  })
})

/** AppKit's options Portico acts on since issue 20 (core and the Connect view read them). */
const ACTED_ON = {
  termsConditionsUrl: 'https://example.invalid/terms',
  privacyPolicyUrl: 'https://example.invalid/privacy',
  connectorImages: { injected: '/i.svg' },
  enableInjected: false,
  enableWallets: false,
  enableAuthLogger: false,
}

describe("AppKit's connect-view options", () => {
  it('reach core as given; features.allWallets: false is allWallets HIDE unless allWallets says otherwise', () => {
    const { options } = make(ACTED_ON).core
    expect(options).toMatchObject(ACTED_ON)
    expect(options.allWallets).toBeUndefined()
    expect(make({ features: { allWallets: false } }).core.options.allWallets).toBe('HIDE')
    expect(make({ features: { allWallets: true } }).core.options.allWallets).toBeUndefined()
    expect(make({ allWallets: 'ONLY_MOBILE', features: { allWallets: false } }).core.options.allWallets).toBe(
      'ONLY_MOBILE',
    )
  })
})

describe('unsupported AppKit options', () => {
  it('are named once each under debug (on by default), top-level, features and theme variables', async () => {
    const warnings: string[] = []
    make(
      {
        enableCoinbase: false,
        showWallets: true,
        features: { pay: true, history: true },
        themeVariables: { '--w3m-font-size-master': '10px', '--w3m-accent': '#000' },
      },
      warnings,
    )
    await optionWarningsGiven()
    expect(warnings).toEqual([
      "[portico] The AppKit option 'enableCoinbase' is not supported by Portico and is ignored.",
      "[portico] The AppKit option 'showWallets' is not supported by Portico and is ignored.",
      "[portico] The AppKit option 'features.pay' is not supported by Portico and is ignored.",
      "[portico] The AppKit option 'themeVariables['--w3m-font-size-master']' is not supported by Portico and is ignored.",
    ])
    // A second createAppKit in the page (a hot reload) does not repeat them.
    const again: string[] = []
    make({ enableCoinbase: false, features: { pay: true } }, again)
    await optionWarningsGiven()
    expect(again).toEqual([])
  })

  it('say nothing with debug: false, and supported options never warn', async () => {
    const quiet: string[] = []
    make({ debug: false, enableCoinbase: false, tokens: {} }, quiet)
    const supported: string[] = []
    make({ allowUnsupportedChain: true, defaultNetwork: localEvm2, features: { analytics: true } }, supported)
    // The options Portico now acts on (issue 20) are not named either.
    make({ ...ACTED_ON, allWallets: 'HIDE', features: { allWallets: false } }, supported)
    await optionWarningsGiven()
    expect(quiet).toEqual([])
    expect(supported).toEqual([])
  })
})
