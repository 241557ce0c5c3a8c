import type { RouteData } from './route-data'

/**
 * Every view the modal can show, with AppKit's names. `Networks` is an alias: the router shows it as `SwitchNetwork`.
 * A view in UNAVAILABLE_VIEWS is named (its data is typed) but its screen is not in this version.
 */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'ConnectSocials',
  'ConnectingSocial',
  'EmailLogin',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'Networks',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'ApproveTransaction',
  'SIWXSignMessage',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletReceive',
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
  'Transactions',
  'ProfileWallets',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'WhatIsAWallet',
  'WhatIsANetwork',
] as const

export type View = (typeof VIEWS)[number]

/** Names that open another view; the router never shows them under their own name. */
export const VIEW_ALIASES = { Networks: 'SwitchNetwork' } as const satisfies Partial<Record<View, View>>

/** A view the router can be on: every view but the aliases. */
export type ShownView = Exclude<View, keyof typeof VIEW_ALIASES>

/**
 * Views whose screens this version does not ship: opening one falls back to what the opening rules show without a
 * view, and nothing in the modal leads to one.
 */
export const UNAVAILABLE_VIEWS = [
  'ConnectingFarcaster',
  'ConnectSocials',
  'ConnectingSocial',
  'EmailLogin',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'ApproveTransaction',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletReceive',
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
  'Transactions',
  'WhatIsANetwork',
] as const satisfies readonly ShownView[]

/** A view this version can show: every scaffold route table covers exactly these. */
export type AvailableView = Exclude<ShownView, (typeof UNAVAILABLE_VIEWS)[number]>

const known = new Set<string>(VIEWS)
const unavailable = new Set<string>(UNAVAILABLE_VIEWS)

export function isView(value: unknown): value is View {
  return typeof value === 'string' && known.has(value)
}

export function isAvailableView(view: View): view is AvailableView {
  return !unavailable.has(view)
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
): { view: V | 'Connect' | undefined; data: RouteData[V] | undefined } {
  if (view === undefined) return { view: undefined, data: undefined }
  if (!isView(view)) {
    warn(`[portico] unknown view "${String(view)}": opening Connect. Known views: ${VIEWS.join(', ')}`)
    return { view: 'Connect', data: undefined }
  }
  if (!isAvailableView(shownView(view))) {
    warn(`[portico] view "${view}" is not available in this version`)
    return { view: undefined, data: undefined }
  }
  return { view, data }
}
