import { en, type ModalKey } from './messages/en'

// A built locale (es, ar) ships in parts: the modal's strings, and each feature whose views have many strings of
// their own in a chunk of its own (`<locale>-<part>`), so each part keeps its own size budget (bench/size) as views
// are added. Both parts load together when the locale does (catalogue.ts).

export type LocalePart = 'modal' | 'onramp'

/** The on-ramp views' titles and texts (OnRampProviders, OnRampTokenSelect, OnRampFiatSelect, BuyInProgress, help). */
const ONRAMP = /^(buy|buyHelp)\.|^view\.(OnRamp\w+|BuyInProgress|WhatIsABuy)\./

export function partOf(key: string): LocalePart {
  return ONRAMP.test(key) ? 'onramp' : 'modal'
}

/** A part's keys in the English catalogue's order; without a part, every key. */
export function keysOf(part?: LocalePart): ModalKey[] {
  const keys = Object.keys(en) as ModalKey[]
  return part === undefined ? keys : keys.filter((key) => partOf(key) === part)
}
