import type { ChainNamespace } from '@portico/common'
import type { ResolvedOptions, WalletFeature } from '../options/options'
import { isAvailableView, type View } from '../router/views'
import type { FeatureFlags } from './features'

/** §9: the namespaces send is offered on. */
export const SEND_NAMESPACES = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[]
export type SendNamespace = (typeof SEND_NAMESPACES)[number]

export function isSendNamespace(namespace: ChainNamespace | undefined): namespace is SendNamespace {
  return (SEND_NAMESPACES as readonly string[]).includes(namespace ?? '')
}

/** The view each wallet feature opens: an entry shows only once this version ships that view. */
export const WALLET_FEATURE_VIEWS = {
  onramp: 'OnRampProviders',
  swaps: 'Swap',
  receive: 'WalletReceive',
  send: 'WalletSend',
} as const satisfies Record<WalletFeature, View>

export interface WalletFeaturesInput {
  options: Pick<ResolvedOptions, 'walletFeaturesOrder' | 'send' | 'receive' | 'features' | 'basic'>
  /** The resolved §3 flags (local options, then the remote configuration; basic mode: all off). */
  features: Pick<FeatureFlags, 'onramp' | 'swaps'>
  namespace: ChainNamespace | undefined
  /** Whether the namespace's adapter can send (its `sendTransaction` capability). */
  canSend: boolean
  /** Whether the app configured the Portico service (`apiUrl`): on-ramp quotes and swap tokens come from it. */
  service: boolean
  available?: (view: View) => boolean
}

/**
 * The Account view's wallet features, in the `walletFeaturesOrder` option's order (§9 default: on-ramp, swaps,
 * receive, send), each only when its flag and the active chain allow it. Send and receive are read under AppKit's
 * `features.send` / `features.receive` first, then our top-level `send` / `receive`; the remote configuration has
 * no entry for them (§3), so it decides only on-ramp and swaps; basic mode turns all off (§6). Swaps are EVM only
 * (§9's swap networks). On-ramp and swaps also need the service (issue 20: a feature the app has not configured is
 * not shown).
 */
export function walletFeatures(input: WalletFeaturesInput): WalletFeature[] {
  const { options, features, namespace, canSend, service, available = isAvailableView } = input
  if (options.basic || !namespace) return []
  const allowed: Record<WalletFeature, boolean> = {
    onramp: features.onramp && service,
    swaps: features.swaps && service && namespace === 'eip155',
    receive: options.features?.receive ?? options.receive,
    send: (options.features?.send ?? options.send) && isSendNamespace(namespace) && canSend,
  }
  return options.walletFeaturesOrder.filter(
    (feature, index, order) =>
      order.indexOf(feature) === index && allowed[feature] && available(WALLET_FEATURE_VIEWS[feature]),
  )
}
