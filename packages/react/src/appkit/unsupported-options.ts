import type { AppKitFeatures, UnsupportedAppKitOptions, UnsupportedThemeVariables } from './appkit-options'

// Loaded on its own (a dynamic import under `debug`): a developer's aid that an app's initial JavaScript need not carry.

const UNSUPPORTED_TOP_LEVEL: readonly (keyof UnsupportedAppKitOptions)[] = [
  'enableCoinbase',
  'enableWalletGuide',
  'enableMobileFullScreen',
  'coinbasePreference',
  'tokens',
  'universalProviderConfigOverride',
  'showWallets',
]

const UNSUPPORTED_FEATURES: readonly (keyof AppKitFeatures)[] = [
  'emailShowWallets',
  'legalCheckbox',
  'collapseWallets',
  'pay',
  'reownAuthentication',
]

/** AppKit's theme variables that Portico's theme does not map (ui's ThemeVariables lists the ones it does). */
const UNSUPPORTED_THEME_VARIABLES: readonly (keyof UnsupportedThemeVariables)[] = [
  '--w3m-font-size-master',
  '--apkt-font-size-master',
]

/** The AppKit option names given that Portico does not act on, as `features.pay`, `allWallets`… */
export function unsupportedAppKitOptions(options: {
  features?: AppKitFeatures
  themeVariables?: object
  [key: string]: unknown
}): string[] {
  const named = UNSUPPORTED_TOP_LEVEL.filter((key) => options[key] !== undefined).map(String)
  const features = UNSUPPORTED_FEATURES.filter((key) => options.features?.[key] !== undefined)
  const theme = UNSUPPORTED_THEME_VARIABLES.filter((key) => options.themeVariables && key in options.themeVariables)
  return [...named, ...features.map((key) => `features.${key}`), ...theme.map((key) => `themeVariables['${key}']`)]
}

// One warning per option name per page: a second createAppKit (a hot reload) does not repeat it.
const warned = new Set<string>()

/** Names each AppKit option given that Portico does not support, once per page. */
export function warnUnsupportedAppKitOptions(names: string[], warn: (message: string) => void): void {
  for (const name of names) {
    if (warned.has(name)) continue
    warned.add(name)
    warn(`[portico] The AppKit option '${name}' is not supported by Portico and is ignored.`)
  }
}
