// createAppKit takes AppKit's option names as AppKit's docs write them, and still checks their values.
import { localEvm } from '@portico/common/networks'
import { describe, expectTypeOf, it } from 'vitest'
import type { AppKitFeatures, CreateAppKitOptions } from '../src/index'

const base = { projectId: 'p', networks: [localEvm] }

describe("AppKit's option names", () => {
  it('accepts features.* under AppKit’s names and the top-level AppKit options', () => {
    expectTypeOf({
      ...base,
      features: { analytics: true, history: false, email: false },
    }).toExtend<CreateAppKitOptions>()
    expectTypeOf({
      ...base,
      allWallets: 'ONLY_MOBILE' as const,
      termsConditionsUrl: 'https://example.invalid/terms',
      privacyPolicyUrl: 'https://example.invalid/privacy',
      chainImages: { 1: '/eth.svg' },
      connectorImages: { injected: '/i.svg' },
      customRpcUrls: { 'eip155:1': [{ url: 'http://127.0.0.1:8545' }] },
      enableInjected: true,
      allowUnsupportedChain: true,
      defaultNetwork: localEvm,
      themeVariables: { '--w3m-accent': '#000', '--w3m-font-size-master': '10px' },
    }).toExtend<CreateAppKitOptions>()
    expectTypeOf<CreateAppKitOptions['features']>().toEqualTypeOf<AppKitFeatures | undefined>()
  })

  it('still rejects values AppKit does not allow', () => {
    expectTypeOf({ ...base, allWallets: 'NEVER' as const }).not.toExtend<CreateAppKitOptions>()
    expectTypeOf({ ...base, features: { history: 'yes' } }).not.toExtend<CreateAppKitOptions>()
    expectTypeOf({ ...base, customRpcUrls: { 'eip155:1': ['http://x'] } }).not.toExtend<CreateAppKitOptions>()
  })
})
