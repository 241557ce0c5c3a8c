import { keysOf, type LocalePart, partOf, type ViewPart } from './locale-parts'
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
// Every locale's view parts (locale-parts.ts), English's too, are fetched with their views: an app whose users never
// open a swap never fetches the swap strings.
type LocaleChunk = Promise<ModalMessages | PackedMessages>
type OtherLocale = Exclude<SupportedLocale, 'en'>

// In the sources a part re-exports its whole locale; the built chunk holds only the part's keys (pack-locales.ts).
const englishParts = {
  onramp: () => import('./messages/en-onramp').then((m) => m.enOnramp),
  swaps: () => import('./messages/en-swaps').then((m) => m.enSwaps),
  email: () => import('./messages/en-email').then((m) => m.enEmail),
  getWallet: () => import('./messages/en-getWallet').then((m) => m.enGetWallet),
  smartAccount: () => import('./messages/en-smartAccount').then((m) => m.enSmartAccount),
  smartSessions: () => import('./messages/en-smartSessions').then((m) => m.enSmartSessions),
} satisfies Record<ViewPart, () => Promise<Partial<ModalMessages>>>

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
    smartSessions: () => import('./messages/es-smartSessions').then((m) => m.esSmartSessions),
  },
  ar: {
    onramp: () => import('./messages/ar-onramp').then((m) => m.arOnramp),
    swaps: () => import('./messages/ar-swaps').then((m) => m.arSwaps),
    email: () => import('./messages/ar-email').then((m) => m.arEmail),
    getWallet: () => import('./messages/ar-getWallet').then((m) => m.arGetWallet),
    smartAccount: () => import('./messages/ar-smartAccount').then((m) => m.arSmartAccount),
    smartSessions: () => import('./messages/ar-smartSessions').then((m) => m.arSmartSessions),
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

/** A view part's strings of a locale, from its chunk: packed texts in the order of English's part keys, or keyed. */
function partStrings(values: ModalMessages | PackedMessages, englishKeys: readonly ModalKey[]): Partial<ModalMessages> {
  if (!Array.isArray(values)) return pick(values as ModalMessages, englishKeys)
  return Object.fromEntries(englishKeys.map((key, i) => [key, values[i]]))
}

function pick(messages: Partial<ModalMessages>, keys: readonly ModalKey[]): Partial<ModalMessages> {
  return Object.fromEntries(keys.flatMap((key) => (Object.hasOwn(messages, key) ? [[key, messages[key]]] : [])))
}

/** True for a key of the catalogue, e.g. a key a view builds from its name. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(english, key) || Object.hasOwn(en, key)
}

/** English: the modal's strings at once, each view part's merged in when its view loads. */
const english = completeCatalogue('en', en)
/** English's view parts merged so far: a locale loaded later starts from them. */
const englishViewParts: Partial<ModalMessages> = {}
const loaded = new Map<SupportedLocale, Messages>([['en', english]])
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
  // English under the locale's modal part: a view part merged so far reads English until the locale's part is in.
  const messages = completeCatalogue(locale, {
    ...en,
    ...englishViewParts,
    ...unpacked(await loaders[locale](), 'modal'),
  })
  loaded.set(locale, messages)
  await Promise.allSettled([...wanted].map((part) => mergePart(locale, part, messages)))
  return messages
}

function once(key: string, job: () => Promise<void>): Promise<void> {
  let promise = merging.get(key)
  if (!promise) {
    promise = job()
    merging.set(key, promise)
    promise.catch(() => merging.delete(key))
  }
  return promise
}

function merged(messages: Messages, strings: Partial<ModalMessages>): void {
  Object.assign(messages, strings)
  version++
  for (const listener of listeners) listener()
}

/** English's strings of a part, in English's key order (the order the other locales' packed parts follow). */
async function englishPart(part: ViewPart): Promise<Partial<ModalMessages>> {
  const values = await englishParts[part]()
  return pick(
    values,
    (Object.keys(values) as ModalKey[]).filter((key) => partOf(key) === part),
  )
}

function mergePart(locale: OtherLocale, part: ViewPart, messages: Messages): Promise<void> {
  return once(`${locale}-${part}`, async () => {
    const [strings, values] = await Promise.all([englishPart(part), partLoaders[locale][part]()])
    merged(messages, partStrings(values, Object.keys(strings) as ModalKey[]))
  })
}

/**
 * Fetches a view part (locale-parts.ts) for English and every locale loaded, and for each locale loaded later.
 * Rejects when English's part fails to load (the view would have no texts); another locale's part that fails leaves
 * that part in English. Scaffold's routes call it with a view's code.
 */
export async function loadLocalePart(part: ViewPart): Promise<void> {
  wanted.add(part)
  await once(`en-${part}`, async () => {
    const strings = await englishPart(part)
    Object.assign(englishViewParts, strings)
    // Under every loaded locale too: English until that locale's part is in.
    for (const [locale, messages] of loaded)
      merged(
        messages,
        locale === 'en' ? strings : { ...strings, ...pick(messages, Object.keys(strings) as ModalKey[]) },
      )
  })
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
