import type { RouteData } from './route-data'

/** Every view the modal can show, with AppKit's names, in one string: core's bundle carries each name once. */
const VIEW_NAMES =
  'Connect Account AllWallets ConnectingExternal ConnectingWalletConnect ConnectingWalletConnectBasic ConnectingFarcaster ConnectSocials ConnectingSocial EmailLogin EmailVerifyOtp EmailVerifyDevice UpdateEmailWallet UpdateEmailPrimaryOtp UpdateEmailSecondaryOtp Networks SwitchNetwork SwitchActiveChain UnsupportedChain ApproveTransaction SIWXSignMessage Swap SwapSelectToken SwapPreview WalletSend WalletSendSelectToken WalletSendPreview WalletReceive OnRampProviders OnRampTokenSelect OnRampFiatSelect BuyInProgress WhatIsABuy Transactions ProfileWallets SmartAccountSettings SmartSessionList RegisterAccountName RegisterAccountNameSuccess WhatIsAWallet WhatIsANetwork GetWallet Downloads'

type Split<S extends string> = S extends `${infer Head} ${infer Rest}` ? Head | Split<Rest> : S

export type View = Split<typeof VIEW_NAMES>

export const VIEWS = VIEW_NAMES.split(' ') as readonly View[]

/**
 * Views named (their data is typed) whose screens this version does not ship: opening one falls back to what the
 * opening rules show without a view, and nothing in the modal leads to it. A list, not a status per view, so core's
 * bundle carries each name once more at most (issue 3's 20 KB budget); a view that ships leaves it.
 */
export const UNAVAILABLE_VIEWS = ['Transactions', 'WhatIsANetwork'] as const satisfies readonly View[]

/** Names that open another view; the router never shows them under their own name. */
export const VIEW_ALIASES = { Networks: 'SwitchNetwork' } as const satisfies Partial<Record<View, View>>

/** A view the router can be on: every view but the aliases. */
export type ShownView = Exclude<View, keyof typeof VIEW_ALIASES>

/** A view this version can show: every scaffold route table covers exactly these. */
export type AvailableView = Exclude<ShownView, (typeof UNAVAILABLE_VIEWS)[number]>

const known = new Set<string>(VIEWS)

export function isView(value: unknown): value is View {
  return typeof value === 'string' && known.has(value)
}

export function isAvailableView(view: View): view is AvailableView {
  return !(view in VIEW_ALIASES || (UNAVAILABLE_VIEWS as readonly View[]).includes(view))
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
