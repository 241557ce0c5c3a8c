import { type AvailableView, isAvailableView, type ShownView } from '@portico/core'
import { loadLocalePart, type MessageKey, type ViewPart } from '@portico/ui'
import type { ComponentType } from 'react'
import { forgetFailedRoute, loadRoute } from './loadRoute'

export interface Route {
  /** Catalogue key of the header title, shown at once while the view's code loads. */
  title: MessageKey
  /** The view's code, fetched when the view is first shown or prefetched on idle. */
  load: () => Promise<{ default: ComponentType }>
}

const route = (view: AvailableView, load: Route['load'], part?: ViewPart): Route => ({
  title: `view.${view}.title`,
  // A view with its own locale part (ui's locale-parts.ts) fetches it with its code, so it shows translated at once.
  load: part ? () => Promise.all([load(), loadLocalePart(part)]).then(([view]) => view) : load,
})

/** The route table: one route per view this version shows (core's AvailableView); a missing one does not compile. */
export const ROUTES: { readonly [V in AvailableView]: Route } = {
  Connect: route('Connect', () => import('../views/connect/ConnectView')),
  AllWallets: route('AllWallets', () => import('../views/all-wallets/AllWalletsView')),
  ConnectingExternal: route('ConnectingExternal', () => import('../views/connecting-external/ConnectingExternalView')),
  ConnectingWalletConnect: route(
    'ConnectingWalletConnect',
    () => import('../views/connecting-walletconnect/ConnectingWalletConnectView'),
  ),
  ConnectingWalletConnectBasic: route(
    'ConnectingWalletConnectBasic',
    () => import('../views/connecting-walletconnect/ConnectingWalletConnectBasicView'),
  ),
  Account: route('Account', () => import('../views/account/AccountView')),
  SwitchNetwork: route('SwitchNetwork', () => import('../views/switch-network/SwitchNetworkView')),
  ProfileWallets: route('ProfileWallets', () => import('../views/profile-wallets/ProfileWalletsView')),
  RegisterAccountName: route('RegisterAccountName', () => import('../views/register-name/RegisterAccountNameView')),
  RegisterAccountNameSuccess: route(
    'RegisterAccountNameSuccess',
    () => import('../views/register-name/RegisterAccountNameSuccessView'),
  ),
  SwitchActiveChain: route('SwitchActiveChain', () => import('../views/switch-active-chain/SwitchActiveChainView')),
  UnsupportedChain: route('UnsupportedChain', () => import('../views/unsupported-chain/UnsupportedChainView')),
  WhatIsAWallet: route('WhatIsAWallet', () => import('../views/what-is-a-wallet/WhatIsAWalletView')),
  SIWXSignMessage: route('SIWXSignMessage', () => import('../views/siwx/SIWXSignMessageView')),
  OnRampProviders: route('OnRampProviders', () => import('../views/onramp/OnRampProvidersView'), 'onramp'),
  OnRampTokenSelect: route('OnRampTokenSelect', () => import('../views/onramp/OnRampTokenSelectView'), 'onramp'),
  OnRampFiatSelect: route('OnRampFiatSelect', () => import('../views/onramp/OnRampFiatSelectView'), 'onramp'),
  BuyInProgress: route('BuyInProgress', () => import('../views/onramp/BuyInProgressView'), 'onramp'),
  WhatIsABuy: route('WhatIsABuy', () => import('../views/onramp/WhatIsABuyView'), 'onramp'),
  WalletSend: route('WalletSend', () => import('../views/send/WalletSendView')),
  WalletSendSelectToken: route('WalletSendSelectToken', () => import('../views/send/WalletSendSelectTokenView')),
  WalletSendPreview: route('WalletSendPreview', () => import('../views/send/WalletSendPreviewView')),
  WalletReceive: route('WalletReceive', () => import('../views/receive/WalletReceiveView')),
  GetWallet: route('GetWallet', () => import('../views/get-wallet/GetWalletView'), 'getWallet'),
  Downloads: route('Downloads', () => import('../views/get-wallet/DownloadsView'), 'getWallet'),
  Swap: route('Swap', () => import('../views/swap/SwapView'), 'swaps'),
  SwapSelectToken: route('SwapSelectToken', () => import('../views/swap/SwapSelectTokenView'), 'swaps'),
  SwapPreview: route('SwapPreview', () => import('../views/swap/SwapPreviewView'), 'swaps'),
  ConnectSocials: route('ConnectSocials', () => import('../views/socials/ConnectSocialsView'), 'email'),
  ConnectingSocial: route('ConnectingSocial', () => import('../views/socials/ConnectingSocialView'), 'email'),
  EmailLogin: route('EmailLogin', () => import('../views/email/EmailLoginView'), 'email'),
  EmailVerifyOtp: route('EmailVerifyOtp', () => import('../views/email/EmailVerifyOtpView'), 'email'),
  EmailVerifyDevice: route('EmailVerifyDevice', () => import('../views/email/EmailVerifyDeviceView'), 'email'),
  UpdateEmailWallet: route('UpdateEmailWallet', () => import('../views/update-email/UpdateEmailWalletView'), 'email'),
  UpdateEmailPrimaryOtp: route(
    'UpdateEmailPrimaryOtp',
    () => import('../views/update-email/UpdateEmailPrimaryOtpView'),
    'email',
  ),
  UpdateEmailSecondaryOtp: route(
    'UpdateEmailSecondaryOtp',
    () => import('../views/update-email/UpdateEmailSecondaryOtpView'),
    'email',
  ),
  ConnectingFarcaster: route(
    'ConnectingFarcaster',
    () => import('../views/farcaster/ConnectingFarcasterView'),
    'email',
  ),
  ApproveTransaction: route(
    'ApproveTransaction',
    () => import('../views/approve-transaction/ApproveTransactionView'),
    'email',
  ),
  SmartAccountSettings: route(
    'SmartAccountSettings',
    () => import('../views/smart-account/SmartAccountSettingsView'),
    'smartAccount',
  ),
  SmartSessionList: route(
    'SmartSessionList',
    () => import('../views/smart-sessions/SmartSessionListView'),
    'smartSessions',
  ),
}

/** The route of a view the router shows; core opens no view outside the table, Connect stands in if one is pushed. */
export function routeOf(view: ShownView): Route {
  return isAvailableView(view) ? ROUTES[view] : ROUTES.Connect
}

/** What open() shows first (§2: Connect while disconnected, Account once connected): fetched ahead of the rest. */
export const FIRST_VIEWS: readonly AvailableView[] = ['Connect', 'Account']

function fetchRoutes(routes: Route[]): Promise<unknown> {
  return Promise.all(routes.map((route) => loadRoute(route).catch(() => forgetFailedRoute(route))))
}

export interface PrefetchOptions {
  /** Views fetched ahead of the rest (default FIRST_VIEWS). */
  first?: readonly AvailableView[]
  /** The route table (tests give their own). */
  routes?: Partial<Record<AvailableView, Route>>
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

/**
 * prefetchRoutes for the idle prefetch after start-up: each view's fetch starts in a task of its own. Starting them
 * all at once (each import adds its modulepreload links) was one long task that a click right after start-up waited
 * behind (issue 22). What open() shows first still goes ahead of the rest.
 */
export async function prefetchRoutesInSteps(routes: Partial<Record<AvailableView, Route>> = ROUTES): Promise<void> {
  const first = new Set<string>(FIRST_VIEWS)
  const entries = Object.entries(routes)
  await prefetchRoutes({ routes: Object.fromEntries(entries.filter(([view]) => first.has(view))) })
  const rest: Promise<unknown>[] = []
  for (const [view, route] of entries) {
    if (first.has(view)) continue
    await new Promise((resolve) => setTimeout(resolve, 0))
    rest.push(prefetchRoutes({ first: [], routes: { [view]: route } }))
  }
  await Promise.all(rest)
}
