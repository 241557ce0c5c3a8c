import { keysOf, type LocalePart } from './locale-parts'
import { resolveLocale, type SupportedLocale } from './locales'
import { en, type MessageKey, type Messages, type ModalKey, type ModalMessages } from './messages/en'
import { pageMessages } from './messages/page'

export {
  type Direction,
  directionOf,
  resolveLocale,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from './locales'

// English ships with the modal's code; other catalogues are fetched on first use (each is its own chunk), so an app
// pays only for the languages its users read. The page's strings (the buttons) are always there, in every locale.
const loaders = {
  es: () =>
    Promise.all([import('./messages/es'), import('./messages/es-onramp')]).then(([m, o]) => unpacked(m.es, o.esOnramp)),
  ar: () =>
    Promise.all([import('./messages/ar'), import('./messages/ar-onramp')]).then(([m, o]) => unpacked(m.ar, o.arOnramp)),
} satisfies Record<Exclude<SupportedLocale, 'en'>, () => Promise<ModalMessages>>

/** A locale's whole catalogue: its page strings and its modal strings. */
export function completeCatalogue(tag: string | undefined, modal: ModalMessages): Messages {
  return { ...pageMessages[resolveLocale(tag)], ...modal }
}

/** A locale's texts in English key order, as the built package ships es and ar (see pack-locales.ts). */
export type PackedMessages = readonly ModalMessages[ModalKey][]

/**
 * A locale's modal strings (or one part of them, see locale-parts.ts) from its texts listed in English key order, so
 * the keys travel once, in English.
 */
export function fromEnglishOrder(values: PackedMessages, part?: LocalePart): ModalMessages {
  const keys = keysOf(part)
  return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as ModalMessages
}

// The sources export keyed objects (what the type checker matches key by key; a part's source is the whole locale);
// the built chunks export their part's packed list and import nothing, so the app's bundler makes no chunk they
// would share.
function unpacked(modal: ModalMessages | PackedMessages, onramp: ModalMessages | PackedMessages): ModalMessages {
  if (!Array.isArray(modal)) return modal as ModalMessages
  return { ...fromEnglishOrder(modal, 'modal'), ...fromEnglishOrder(onramp as PackedMessages, 'onramp') }
}

/** True for a key of the catalogue, e.g. a key a view builds from its name. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key) || Object.hasOwn(pageMessages.en, key)
}

const loaded = new Map<SupportedLocale, Messages>([['en', completeCatalogue('en', en)]])

/** The catalogue for a tag if it is already loaded (English always is). */
export function loadedCatalogue(tag: string | undefined): Messages | undefined {
  return loaded.get(resolveLocale(tag))
}

/** Loads (once) and returns the catalogue for a tag; call it before opening the modal to avoid a flash of English. */
export async function loadCatalogue(tag: string | undefined): Promise<Messages> {
  const locale = resolveLocale(tag)
  const ready = loaded.get(locale)
  if (ready) return ready
  const messages = completeCatalogue(locale, await loaders[locale as keyof typeof loaders]())
  loaded.set(locale, messages)
  return messages
}

const settled = new Map<SupportedLocale, Promise<void>>()

/**
 * Settles once the tag's catalogue has loaded, or failed to (English then stays): one promise per locale, so a
 * component can suspend on it the way a view waits for its code.
 */
export function catalogueSettled(tag: string | undefined): Promise<void> {
  const locale = resolveLocale(tag)
  let promise = settled.get(locale)
  if (!promise) {
    promise = loadCatalogue(locale).then(
      () => {},
      () => {},
    )
    settled.set(locale, promise)
  }
  return promise
}
