import { VIEWS, type View } from '@portico/core'
import type { MessageKey } from '@portico/ui'
import type { ComponentType } from 'react'
import { forgetFailedRoute, loadRoute } from './loadRoute'

/**
 * §2 views plus ConnectingExternal, which core's View list does not name yet (the router takes it as data-less), and
 * WhatIsAWallet, the short help reached from the Connect header.
 */
export type ScaffoldView = View | 'ConnectingExternal' | 'WhatIsAWallet'

/** Core's router takes any view name at run time; its View type does not list ConnectingExternal yet. */
export const asView = (view: ScaffoldView): View => view as View

export interface Route {
  /** Catalogue key of the header title, shown at once while the view's code loads. */
  title: MessageKey
  /** The view's code, fetched when the view is first shown or prefetched on idle. */
  load: () => Promise<{ default: ComponentType }>
  /** True for a view whose feature is not built yet: it says so instead of showing invented data. */
  notBuilt?: boolean
}

const notBuilt = () => import('../views/not-built/NotBuiltView')

const built: Partial<Record<ScaffoldView, Route['load']>> = {
  Connect: () => import('../views/connect/ConnectView'),
  AllWallets: () => import('../views/all-wallets/AllWalletsView'),
  ConnectingExternal: () => import('../views/connecting-external/ConnectingExternalView'),
  ConnectingWalletConnect: () => import('../views/connecting-walletconnect/ConnectingWalletConnectView'),
  ConnectingWalletConnectBasic: () => import('../views/connecting-walletconnect/ConnectingWalletConnectBasicView'),
  Account: () => import('../views/account/AccountView'),
  SwitchNetwork: () => import('../views/switch-network/SwitchNetworkView'),
  ProfileWallets: () => import('../views/profile-wallets/ProfileWalletsView'),
  RegisterAccountName: () => import('../views/register-name/RegisterAccountNameView'),
  RegisterAccountNameSuccess: () => import('../views/register-name/RegisterAccountNameSuccessView'),
  UpdateEmailWallet: () => import('../views/update-email/UpdateEmailWalletView'),
  SwitchActiveChain: () => import('../views/switch-active-chain/SwitchActiveChainView'),
  UnsupportedChain: () => import('../views/unsupported-chain/UnsupportedChainView'),
  WhatIsAWallet: () => import('../views/what-is-a-wallet/WhatIsAWalletView'),
  SIWXSignMessage: () => import('../views/siwx/SIWXSignMessageView'),
}

/** The route table: every view of §2 is registered; the ones not built load the shared "not built yet" view. */
export const ROUTES: Record<ScaffoldView, Route> = Object.fromEntries(
  [...VIEWS, 'ConnectingExternal' as const, 'WhatIsAWallet' as const].map((view) => {
    const load = built[view]
    const route: Route = load
      ? { title: `view.${view}.title`, load }
      : { title: `view.${view}.title`, load: notBuilt, notBuilt: true }
    return [view, route]
  }),
) as Record<ScaffoldView, Route>

export function routeOf(view: string): Route {
  return ROUTES[view as ScaffoldView] ?? ROUTES.Connect
}

/** What open() shows first (§2: Connect while disconnected, Account once connected): fetched ahead of the rest. */
export const FIRST_VIEWS: readonly ScaffoldView[] = ['Connect', 'Account']

function fetchRoutes(routes: Route[]): Promise<unknown> {
  return Promise.all(routes.map((route) => loadRoute(route).catch(() => forgetFailedRoute(route))))
}

export interface PrefetchOptions {
  /** Views fetched ahead of the rest (default FIRST_VIEWS). */
  first?: readonly ScaffoldView[]
  /** The route table (tests give their own). */
  routes?: Partial<Record<ScaffoldView, Route>>
}

/**
 * Fetches the code of every view; called on idle so the first open does not wait for a chunk. `first` goes ahead of
 * the others: browsers open six connections per host, and a click right after start-up waited for the Connect view
 * behind twenty chunks it did not need. A failed prefetch is forgotten, so showing that view later tries again
 * instead of reporting the old failure.
 */
export async function prefetchRoutes(options: PrefetchOptions = {}): Promise<unknown> {
  const { first = FIRST_VIEWS, routes = ROUTES } = options
  const leading = [...new Set(first.flatMap((view) => routes[view] ?? []))]
  await fetchRoutes(leading)
  const seen = new Set<Route['load']>(leading.map((r) => r.load))
  return fetchRoutes(Object.values(routes).filter((r) => !seen.has(r.load) && seen.add(r.load)))
}
