import type { ChainNamespace } from '@portico/common'
import { truncateAddress } from '@portico/common'
import type { ThemeMode } from '@portico/core'
import {
  createTranslate,
  formatFixed,
  type PageKey,
  pageMessages,
  resolveLocale,
  type Translate,
  themeVariablesToStyle,
} from '@portico/scaffold/messages'
import type { KitState } from '../appkit/createAppKit'
import type { CoreSnapshot } from '../appkit/types'

export type ButtonKind = 'connect' | 'account' | 'network'

/** AppKit's button options, as the React props and the custom elements' attributes give them. */
export interface ButtonInputs {
  label?: string | undefined
  loadingLabel?: string | undefined
  balance?: 'show' | 'hide' | undefined
  namespace?: ChainNamespace | undefined
}

/**
 * What one button shows: the React components and the <appkit-*> elements render the same face, so they read the
 * same state the same way. `undefined` for an account button with no account (AppKit renders nothing then).
 */
export interface ButtonFace {
  kind: ButtonKind
  /** The address, the network's name or the connect label. */
  text: string
  /** The account's balance with its symbol, when shown. */
  balance: string | undefined
  ariaLabel: string | undefined
  busy: boolean
  theme: ThemeMode
  /** --portico-* properties from the kit's themeVariables. */
  style: Record<string, string>
}

/** The kit state a face reads: its locale and theme variables. */
export type FaceKitState = Pick<KitState, 'locale' | 'themeVariables'>

const translators = new Map<string, Translate<PageKey>>()
// The buttons' strings are the page part of the catalogue: there in every locale before the modal's code loads.
function translate(locale: string): Translate<PageKey> {
  const known = translators.get(locale)
  if (known) return known
  const t = createTranslate(pageMessages[resolveLocale(locale)], locale)
  translators.set(locale, t)
  return t
}

/** §9: numbers other than transaction quantities show 2 decimals, in the kit's locale (not a fixed en-US). */
function formatBalance(value: string | number, locale: string): string {
  const n = Number(value)
  return formatFixed(locale, Number.isFinite(n) ? n : 0)
}

/** `auto` is <appkit-button>: the connect button when disconnected, the account button when connected. */
export function buttonFace(
  kind: ButtonKind | 'auto',
  snap: CoreSnapshot | undefined,
  kit: FaceKitState,
  inputs: ButtonInputs,
): ButtonFace | undefined {
  const t = translate(kit.locale)
  const ns = inputs.namespace ?? snap?.chain.activeChain
  const account = ns ? snap?.chain.chains[ns]?.accountState : undefined
  const connected = Boolean(account?.caipAddress)
  const resolved: ButtonKind = kind === 'auto' ? (connected ? 'account' : 'connect') : kind
  const common = {
    kind: resolved,
    theme: snap?.theme.themeMode ?? 'system',
    style: themeVariablesToStyle(kit.themeVariables) as Record<string, string>,
  }
  if (resolved === 'connect') {
    const busy = account?.status === 'connecting' || account?.status === 'reconnecting'
    const text = busy ? (inputs.loadingLabel ?? t('button.connecting')) : (inputs.label ?? t('button.connect'))
    return { ...common, text, balance: undefined, ariaLabel: undefined, busy }
  }
  if (resolved === 'network') {
    const name = snap?.chain.activeCaipNetwork?.name
    return { ...common, text: name ?? t('button.network'), balance: undefined, ariaLabel: undefined, busy: false }
  }
  if (!account?.address) return undefined
  const short = truncateAddress(account.address)
  const balance =
    inputs.balance !== 'hide' && account.balance !== undefined
      ? `${formatBalance(account.balance, kit.locale)} ${account.balanceSymbol ?? ''}`.trim()
      : undefined
  return { ...common, text: short, balance, ariaLabel: t('button.account', { address: short }), busy: false }
}

/** Faces built from unchanged state compare equal, so a subscriber re-renders only for a visible change. */
export function sameFace(a: ButtonFace | undefined, b: ButtonFace | undefined): boolean {
  if (a === b) return true
  if (!a || !b) return false
  const keys = Object.keys(a.style)
  return (
    a.kind === b.kind &&
    a.text === b.text &&
    a.balance === b.balance &&
    a.ariaLabel === b.ariaLabel &&
    a.busy === b.busy &&
    a.theme === b.theme &&
    keys.length === Object.keys(b.style).length &&
    keys.every((key) => a.style[key] === b.style[key])
  )
}
