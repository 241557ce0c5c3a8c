import type { RouteData } from './route-data'

/**
 * Every view the modal can show, with AppKit's names, and what this version does with it: `shown`; `later` — named
 * (its data is typed) but its screen is not in this version, so opening it falls back to what the opening rules show
 * without a view and nothing in the modal leads to it; `alias` — another name for a view (VIEW_ALIASES).
 */
const VIEW_STATUS = {
  Connect: 'shown',
  Account: 'shown',
  AllWallets: 'shown',
  ConnectingExternal: 'shown',
  ConnectingWalletConnect: 'shown',
  ConnectingWalletConnectBasic: 'shown',
  ConnectingFarcaster: 'later',
  ConnectSocials: 'shown',
  ConnectingSocial: 'shown',
  EmailLogin: 'shown',
  EmailVerifyOtp: 'shown',
  EmailVerifyDevice: 'shown',
  UpdateEmailWallet: 'later',
  UpdateEmailPrimaryOtp: 'later',
  UpdateEmailSecondaryOtp: 'later',
  Networks: 'alias',
  SwitchNetwork: 'shown',
  SwitchActiveChain: 'shown',
  UnsupportedChain: 'shown',
  ApproveTransaction: 'shown',
  SIWXSignMessage: 'shown',
  Swap: 'shown',
  SwapSelectToken: 'shown',
  SwapPreview: 'shown',
  WalletSend: 'shown',
  WalletSendSelectToken: 'shown',
  WalletSendPreview: 'shown',
  WalletReceive: 'shown',
  OnRampProviders: 'shown',
  OnRampTokenSelect: 'shown',
  OnRampFiatSelect: 'shown',
  BuyInProgress: 'shown',
  WhatIsABuy: 'shown',
  Transactions: 'later',
  ProfileWallets: 'shown',
  RegisterAccountName: 'shown',
  RegisterAccountNameSuccess: 'shown',
  WhatIsAWallet: 'shown',
  WhatIsANetwork: 'later',
  GetWallet: 'shown',
  Downloads: 'shown',
} as const satisfies Record<string, 'shown' | 'later' | 'alias'>

type ViewStatus = typeof VIEW_STATUS

export type View = keyof ViewStatus

export const VIEWS = Object.keys(VIEW_STATUS) as readonly View[]

/** Names that open another view; the router never shows them under their own name. */
export const VIEW_ALIASES = { Networks: 'SwitchNetwork' } as const satisfies {
  [V in View as ViewStatus[V] extends 'alias' ? V : never]: View
}

/** A view the router can be on: every view but the aliases. */
export type ShownView = { [V in View]: ViewStatus[V] extends 'alias' ? never : V }[View]

/** A view this version can show: every scaffold route table covers exactly these. */
export type AvailableView = { [V in View]: ViewStatus[V] extends 'shown' ? V : never }[View]

/** Views whose screens this version does not ship. */
export const UNAVAILABLE_VIEWS = VIEWS.filter((view) => VIEW_STATUS[view] === 'later')

const known = new Set<string>(VIEWS)

export function isView(value: unknown): value is View {
  return typeof value === 'string' && known.has(value)
}

export function isAvailableView(view: View): view is AvailableView {
  return VIEW_STATUS[view] === 'shown'
}

/** The view the router shows for a name: an alias resolves to its target. */
export function shownView(view: View): ShownView {
  return view in VIEW_ALIASES ? VIEW_ALIASES[view as keyof typeof VIEW_ALIASES] : (view as ShownView)
}

/**
 * What `open({ view, data })` may ask the opening rules for. An unknown name (untyped JavaScript) warns and asks for
 * Connect; a view not in this version warns and asks for none, so the rules choose (Connect, or Account). Data goes
 * only with the view it was given for.
 */
export function routeToOpen<V extends View>(
  view: V | undefined,
  data: RouteData[V] | undefined,
  warn: (message: string) => void,
  /** Whether this app can show a view now (the email views need an auth connector; ApproveTransaction a request). */
  canShow: (view: View, data: unknown) => boolean,
): { view: V | 'Connect' | undefined; data: RouteData[V] | undefined } {
  if (view === undefined) return { view: undefined, data: undefined }
  if (!isView(view)) {
    warn(`[portico] unknown view "${String(view)}": opening Connect. Known views: ${VIEWS.join(', ')}`)
    return { view: 'Connect', data: undefined }
  }
  if (!isAvailableView(shownView(view)) || !canShow(view, data)) {
    warn(`[portico] view "${view}" is not available in this version`)
    return { view: undefined, data: undefined }
  }
  return { view, data }
}
