import { ar } from './messages/ar'
import { en, type Messages } from './messages/en'
import { es } from './messages/es'

export const catalogues = { en, es, ar } satisfies Record<string, Messages>
export type SupportedLocale = keyof typeof catalogues
export type Direction = 'ltr' | 'rtl'

// Languages written right to left; only the language subtag decides.
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur'])

function language(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? ''
}

/** Picks the catalogue for a BCP 47 tag by its language ('es-MX' → 'es'); unknown languages fall back to English. */
export function resolveLocale(tag: string | undefined): SupportedLocale {
  const lang = language(tag ?? '')
  return lang in catalogues ? (lang as SupportedLocale) : 'en'
}

export function directionOf(tag: string | undefined): Direction {
  return RTL_LANGUAGES.has(language(tag ?? '')) ? 'rtl' : 'ltr'
}
