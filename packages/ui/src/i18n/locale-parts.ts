import { en, type ModalKey } from './messages/en'

// A built locale (es, ar) ships in parts: the modal's strings, and each feature whose views have many strings of
// their own in a chunk of its own (`<locale>-<part>`), so each part keeps its own size budget (bench/size) as views
// are added. The modal part loads with the locale; a view part loads with its views' code (loadLocalePart in
// catalogue.ts, called by scaffold's routes). View titles stay in the modal part: the header shows them while a
// view's code loads.

/** The parts that load with their views (scaffold's routes name the part of each view). */
export const VIEW_PARTS = ['onramp', 'swaps', 'email', 'getWallet', 'smartAccount', 'smartSessions'] as const
export type ViewPart = (typeof VIEW_PARTS)[number]
export type LocalePart = 'modal' | ViewPart

const PART_KEYS: Record<ViewPart, RegExp> = {
  /** The on-ramp views (OnRampProviders, OnRampTokenSelect, OnRampFiatSelect, BuyInProgress, help). */
  onramp: /^(buy|buyHelp)\./,
  /** Swap, SwapSelectToken, SwapPreview. */
  swaps: /^swap\./,
  /** The embedded wallet's views: EmailLogin, EmailVerifyOtp, EmailVerifyDevice, UpdateEmail*, ConnectingFarcaster, ApproveTransaction. */
  email: /^(email|otp|device|approve|farcaster)\./,
  /** GetWallet and Downloads; `getWallet.open` is Connect's row, so it stays in the modal part. */
  getWallet: /^downloads\.|^getWallet\.(?!open$)/,
  /** SmartAccountSettings (only apps whose embedded wallet has ERC-4337 reach it), with the §8 text only it shows. */
  smartAccount: /^smartAccount\.|^message\.smartAccountsUnsupported$/,
  /** SmartSessionList (only apps with smart sessions on, §9 default off). */
  smartSessions: /^smartSession\./,
}

export function partOf(key: string): LocalePart {
  return VIEW_PARTS.find((part) => PART_KEYS[part].test(key)) ?? 'modal'
}

/** A part's keys in the English catalogue's order; without a part, every key. */
export function keysOf(part?: LocalePart): ModalKey[] {
  const keys = Object.keys(en) as ModalKey[]
  return part === undefined ? keys : keys.filter((key) => partOf(key) === part)
}
