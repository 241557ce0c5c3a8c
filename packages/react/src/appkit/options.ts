import type { CaipNetwork } from '@portico/common'
import type { AppKitOptions, ChainAdapter, ThemeMode } from '@portico/core'
import type { ThemeVariables } from '@portico/ui'

// AppKit-style theme variables (`--w3m-*`): ui owns the names and their mapping to --portico-* properties.
export type { ThemeVariables }

export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/**
 * Reown AppKit's option names, so an app can switch by changing imports. Everything core understands is passed
 * through; the rest is read by this binding.
 */
export interface CreateAppKitOptions extends Omit<AppKitOptions, 'adapters' | 'networks' | 'embedded'> {
  networks: [CaipNetwork, ...CaipNetwork[]] | CaipNetwork[]
  adapters?: ChainAdapter[]
  metadata?: Metadata
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** Catalogue wallets to show exclusively (AllWallets, not built yet). */
  includeWalletIds?: string[]
  customWallets?: unknown[]
  /** BCP 47 tag of the modal's language: 'en', 'es', 'ar' (right to left). Default 'en'. */
  locale?: string
  /** The modal is rendered in place by the app instead of as an overlay (§2). */
  enableEmbedded?: boolean
  /** Do not append the modal's host element to document.body (§2). */
  disableAppend?: boolean
  /**
   * Base URL of the Portico service (apps/api) the modal reads the wallet catalogue from. Default: the local
   * service, `http://127.0.0.1:8787`. Passed through to core's options, where the scaffold's views read it.
   */
  apiUrl?: string
}

/** The subset core takes; binding-only options are dropped here so core's validation sees what it owns. */
export function toCoreOptions(options: CreateAppKitOptions): AppKitOptions {
  const {
    metadata: _metadata,
    themeMode: _themeMode,
    themeVariables: _themeVariables,
    includeWalletIds: _include,
    customWallets: _custom,
    locale: _locale,
    enableEmbedded,
    disableAppend: _disableAppend,
    adapters,
    networks,
    ...rest
  } = options
  return { ...rest, networks: [...networks], adapters: adapters ?? [], embedded: enableEmbedded ?? false }
}
