import type { CaipNetwork, ChainNamespace } from '@portico/common'
import type { ChainAdapter, SIWXConfig } from '@portico/core'
import { lazyAdapter } from './lazy-adapter'
import type { WalletConnectSetup } from './walletconnect-setup'

export interface WalletConnectPlanInput {
  projectId: string
  /** The app's service: it names the relay when `relayUrl` is not given (README "Which relay"). */
  apiUrl?: string
  relayUrl?: string
  metadata?: { name: string; description: string; url: string; icons: string[] }
  networks: CaipNetwork[]
  /** The app's own adapters. */
  adapters: readonly ChainAdapter[]
  siwx?: SIWXConfig
}

export interface WalletConnectPlan {
  /** For an app that gave no adapters, a WalletConnect-only adapter per namespace of its networks (§2 rule 2). */
  adapters: ChainAdapter[]
  /**
   * The app's adapters, its Solana and Bitcoin ones with WalletConnect's connector beside their own (the wagmi
   * ones get theirs from attach()). One session, proposed for every namespace of the app's networks, serves them all.
   */
  appAdapters: ChainAdapter[]
  /** Loads the client and adds its connector to the app's wagmi-based adapters; the same promise every call. */
  attach(): Promise<WalletConnectSetup | undefined>
  /** A stored session: attach before start-up, so restoring it finds the connector. */
  restoresSession: boolean
}

/** Namespaces whose adapters get WalletConnect's connector from a projectId, as AppKit's do. */
const RELAYED_NAMESPACES = ['solana', 'bip122']

// @portico/walletconnect's one-key session mark (client/session-marker.ts), read here without importing that
// package: anything imported from it statically would land in every app's initial JavaScript.
const SESSION_MARK = 'appkit.walletconnect.session'

function hasStoredSession(): boolean {
  try {
    return Boolean(globalThis.localStorage?.getItem(SESSION_MARK))
  } catch {
    return false
  }
}

/**
 * §9 enableWalletConnect (default true): with a projectId an app gets WalletConnect with no code of its own, as in
 * AppKit. Nothing of WalletConnect is in this module: the client comes with ./walletconnect-setup, imported when first needed.
 */
export function planWalletConnect(input: WalletConnectPlanInput): WalletConnectPlan {
  let setup: Promise<WalletConnectSetup> | undefined
  const load = () => {
    setup ??= import('./walletconnect-setup')
      .then((m) => m.setUpWalletConnect(input))
      .catch((error: unknown) => {
        setup = undefined
        throw error
      })
    return setup
  }
  const namespaces =
    input.adapters.length === 0 ? [...new Set<ChainNamespace>(input.networks.map((n) => n.chainNamespace))] : []
  let attached: Promise<WalletConnectSetup | undefined> | undefined
  // Only adapter-wagmi's adapters take the connector (they expose their wagmi config): without one, nothing loads.
  const wagmi = input.adapters.some((adapter) => 'wagmiConfig' in adapter)
  return {
    adapters: namespaces.map((namespace) =>
      lazyAdapter({ namespace }, () => load().then((s) => s.adapterFor(namespace))),
    ),
    // Without the chunk (offline, a failed fetch) the app's adapter works on alone.
    appAdapters: input.adapters.map((adapter) =>
      RELAYED_NAMESPACES.includes(adapter.namespace)
        ? lazyAdapter(adapter, () =>
            load().then(
              (s) => s.withRelay(adapter),
              () => adapter,
            ),
          )
        : adapter,
    ),
    attach() {
      attached ??= wagmi
        ? load().then((s) => {
            s.attachTo(input.adapters)
            return s
          })
        : Promise.resolve(undefined)
      return attached
    },
    restoresSession: wagmi && hasStoredSession(),
  }
}
