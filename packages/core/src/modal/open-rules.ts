import type { ChainNamespace } from '@portico/common'
import type { ConnectMethod } from '../options/options'
import { type RouteData, type RouteEntry, routeEntry, type View } from '../router/router'

export interface OpenRequest<V extends View = View> {
  view?: V
  data?: RouteData[V]
  namespace?: ChainNamespace
}

export interface OpenContext {
  activeChain: ChainNamespace | undefined
  noAdapters: boolean
  manualWCControl: boolean
  hasAddress: boolean
  isMobile: boolean
  /** The active namespace's wallet is on a network the app did not request and may not stay on (§4). */
  onUnsupportedChain: boolean
}

/**
 * Opening rules (§2), first match wins: another namespace → SwitchActiveChain; no adapters, or manual WalletConnect
 * without an address → AllWallets on a phone, basic WalletConnect elsewhere; the asked view; connected → Account;
 * else Connect.
 * Then (§4): a wallet on a network the app did not request, where staying is not allowed, sees UnsupportedChain
 * instead of Account (the rule core also applies when the wallet changes network).
 */
export function resolveOpenView(request: OpenRequest, ctx: OpenContext): RouteEntry {
  const entry = firstMatchingView(request, ctx)
  return entry.view === 'Account' && ctx.onUnsupportedChain ? { view: 'UnsupportedChain' } : entry
}

function firstMatchingView(request: OpenRequest, ctx: OpenContext): RouteEntry {
  if (request.namespace && request.namespace !== ctx.activeChain) {
    return { view: 'SwitchActiveChain', data: { namespace: request.namespace } }
  }
  if (ctx.noAdapters || (ctx.manualWCControl && !ctx.hasAddress)) {
    return { view: ctx.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
  }
  if (request.view) return routeEntry(request.view, request.data)
  if (ctx.hasAddress) return { view: 'Account' }
  return { view: 'Connect' }
}

/** §2 closing: back to Connect; an embedded modal shows Account while connected. */
export function resolveCloseView(embedded: boolean, hasAddress: boolean): View {
  return embedded && hasAddress ? 'Account' : 'Connect'
}

/** §2 default connect-method order; an injected or announced wallet moves the wallet list first. */
export function connectMethodOrder(hasInjectedWallet: boolean, configured?: ConnectMethod[]): ConnectMethod[] {
  if (configured && configured.length > 0) return configured
  return hasInjectedWallet ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}
