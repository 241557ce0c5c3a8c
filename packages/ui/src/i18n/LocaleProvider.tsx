import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { catalogues, type Direction, directionOf, resolveLocale } from './catalogue'
import { createFormatters, type Formatters } from './format'
import type { Messages } from './messages/en'
import { createTranslate, type Translate } from './translate'

export interface LocaleValue {
  /** The BCP 47 tag used for Intl formatting (may be more specific than the catalogue, e.g. 'ar-EG'). */
  locale: string
  dir: Direction
  t: Translate
  format: Formatters
}

export interface LocaleProviderProps {
  /** A BCP 47 tag; its language picks the catalogue (English when unknown). Default 'en'. */
  locale?: string
  /** Per-key overrides applied on top of the catalogue, e.g. an app's own wording. */
  messages?: Partial<Messages>
  children?: ReactNode
}

export function createLocaleValue(locale = 'en', overrides?: Partial<Messages>): LocaleValue {
  const messages = overrides
    ? { ...catalogues[resolveLocale(locale)], ...overrides }
    : catalogues[resolveLocale(locale)]
  return {
    locale,
    dir: directionOf(locale),
    t: createTranslate(messages, locale),
    format: createFormatters(locale, messages['time.justNow']),
  }
}

// Without a provider, components still render in English rather than throwing.
const LocaleContext = createContext<LocaleValue>(createLocaleValue('en'))

export function LocaleProvider({ locale = 'en', messages, children }: LocaleProviderProps) {
  const value = useMemo(() => createLocaleValue(locale, messages), [locale, messages])
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
}

/** The active catalogue: `t(key, values)`, `dir`, `locale` and Intl formatters. */
export function useMessages(): LocaleValue {
  return useContext(LocaleContext)
}
