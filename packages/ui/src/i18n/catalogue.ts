import { keysOf, type LocalePart, type ViewPart } from './locale-parts'
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
// A locale's view parts (locale-parts.ts) are fetched with their views: an app whose users never open a swap never
// fetches the swap strings.
type LocaleChunk = Promise<ModalMessages | PackedMessages>
type OtherLocale = Exclude<SupportedLocale, 'en'>

const loaders = {
  es: () => import('./messages/es').then((m) => m.es),
  ar: () => import('./messages/ar').then((m) => m.ar),
} satisfies Record<OtherLocale, () => LocaleChunk>

const partLoaders = {
  es: {
    onramp: () => import('./messages/es-onramp').then((m) => m.esOnramp),
    swaps: () => import('./messages/es-swaps').then((m) => m.esSwaps),
    email: () => import('./messages/es-email').then((m) => m.esEmail),
    getWallet: () => import('./messages/es-getWallet').then((m) => m.esGetWallet),
    smartAccount: () => import('./messages/es-smartAccount').then((m) => m.esSmartAccount),
  },
  ar: {
    onramp: () => import('./messages/ar-onramp').then((m) => m.arOnramp),
    swaps: () => import('./messages/ar-swaps').then((m) => m.arSwaps),
    email: () => import('./messages/ar-email').then((m) => m.arEmail),
    getWallet: () => import('./messages/ar-getWallet').then((m) => m.arGetWallet),
    smartAccount: () => import('./messages/ar-smartAccount').then((m) => m.arSmartAccount),
  },
} satisfies Record<OtherLocale, Record<ViewPart, () => LocaleChunk>>

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
function unpacked(values: ModalMessages | PackedMessages, part: LocalePart): ModalMessages {
  return Array.isArray(values) ? fromEnglishOrder(values, part) : (values as ModalMessages)
}

/** True for a key of the catalogue, e.g. a key a view builds from its name. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key) || Object.hasOwn(pageMessages.en, key)
}

const loaded = new Map<SupportedLocale, Messages>([['en', completeCatalogue('en', en)]])
const loading = new Map<OtherLocale, Promise<Messages>>()
/** The view parts asked for so far: a locale loaded later fetches them with its modal part. */
const wanted = new Set<ViewPart>()
const merging = new Map<string, Promise<void>>()
const listeners = new Set<() => void>()
let version = 0

/** The catalogue for a tag if it is already loaded (English always is). */
export function loadedCatalogue(tag: string | undefined): Messages | undefined {
  return loaded.get(resolveLocale(tag))
}

/** Loads (once) and returns the catalogue for a tag; call it before opening the modal to avoid a flash of English. */
export async function loadCatalogue(tag: string | undefined): Promise<Messages> {
  const locale = resolveLocale(tag)
  if (locale === 'en') return loaded.get('en') as Messages
  let promise = loading.get(locale)
  if (!promise) {
    promise = fetchCatalogue(locale)
    loading.set(locale, promise)
    promise.catch(() => loading.delete(locale))
  }
  return promise
}

async function fetchCatalogue(locale: OtherLocale): Promise<Messages> {
  // English under the locale's modal part: a view part not fetched yet reads English, never a bare key.
  const messages = completeCatalogue(locale, { ...en, ...unpacked(await loaders[locale](), 'modal') })
  loaded.set(locale, messages)
  await Promise.allSettled([...wanted].map((part) => mergePart(locale, part, messages)))
  return messages
}

function mergePart(locale: OtherLocale, part: ViewPart, messages: Messages): Promise<void> {
  const key = `${locale}-${part}`
  let promise = merging.get(key)
  if (!promise) {
    promise = partLoaders[locale][part]().then((values) => {
      Object.assign(messages, unpacked(values, part))
      version++
      for (const listener of listeners) listener()
    })
    merging.set(key, promise)
    promise.catch(() => merging.delete(key))
  }
  return promise
}

/**
 * Fetches a view part (locale-parts.ts) for every locale loaded, and for each locale loaded later; settles when they
 * are in (a part that fails to load leaves that part in English). Scaffold's routes call it with a view's code.
 */
export async function loadLocalePart(part: ViewPart): Promise<void> {
  wanted.add(part)
  const jobs = [...loaded].flatMap(([locale, messages]) => (locale === 'en' ? [] : [mergePart(locale, part, messages)]))
  await Promise.allSettled(jobs)
}

/** Subscribes to view parts merging into a loaded catalogue (LocaleProvider renders again). */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Bumped each time a view part merges into a loaded catalogue. */
export function cataloguesVersion(): number {
  return version
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
