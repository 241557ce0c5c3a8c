import { en, type Messages } from './messages/en'

// English ships in the main chunk; other catalogues are fetched on first use (each is its own chunk), so an app
// pays only for the languages its users read.
const loaders = {
  es: () => import('./messages/es').then((m) => m.es),
  ar: () => import('./messages/ar').then((m) => m.ar),
} satisfies Record<string, () => Promise<Messages>>

export type SupportedLocale = 'en' | keyof typeof loaders
export const SUPPORTED_LOCALES: readonly SupportedLocale[] = [
  'en',
  ...(Object.keys(loaders) as (keyof typeof loaders)[]),
]
export type Direction = 'ltr' | 'rtl'

const loaded = new Map<SupportedLocale, Messages>([['en', en]])

// Languages written right to left; only the language subtag decides.
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur'])

function language(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? ''
}

/** Picks the catalogue for a BCP 47 tag by its language ('es-MX' → 'es'); unknown languages fall back to English. */
export function resolveLocale(tag: string | undefined): SupportedLocale {
  const lang = language(tag ?? '')
  return (SUPPORTED_LOCALES as readonly string[]).includes(lang) ? (lang as SupportedLocale) : 'en'
}

export function directionOf(tag: string | undefined): Direction {
  return RTL_LANGUAGES.has(language(tag ?? '')) ? 'rtl' : 'ltr'
}

/** The catalogue for a tag if it is already loaded (English always is). */
export function loadedCatalogue(tag: string | undefined): Messages | undefined {
  return loaded.get(resolveLocale(tag))
}

/** Loads (once) and returns the catalogue for a tag; call it before opening the modal to avoid a flash of English. */
export async function loadCatalogue(tag: string | undefined): Promise<Messages> {
  const locale = resolveLocale(tag)
  const ready = loaded.get(locale)
  if (ready) return ready
  const messages = await loaders[locale as keyof typeof loaders]()
  loaded.set(locale, messages)
  return messages
}
