// The languages with a catalogue; English is the reference and the fallback for any other language.
export const SUPPORTED_LOCALES = ['en', 'es', 'ar'] as const
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number]
export type Direction = 'ltr' | 'rtl'

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
