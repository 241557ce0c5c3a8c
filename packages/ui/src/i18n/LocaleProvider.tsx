import { createContext, type ReactNode, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { cataloguesVersion, completeCatalogue, loadCatalogue, loadedCatalogue, subscribeCatalogues } from './catalogue'
import { createFormatters, type Formatters } from './format'
import { type Direction, directionOf } from './locales'
import { en, type Messages, type ModalMessages } from './messages/en'
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
  /**
   * A catalogue to use as is (e.g. from `loadCatalogue`). Without it, a catalogue not loaded yet is fetched and
   * English shows meanwhile (the page's strings are always the locale's); the direction is right from the first
   * render either way.
   */
  catalogue?: ModalMessages
  children?: ReactNode
}

/** A locale value outside React; without `catalogue` it uses the loaded catalogue for `locale`, else English. */
export function createLocaleValue(
  locale = 'en',
  overrides?: Partial<Messages>,
  catalogue?: ModalMessages,
): LocaleValue {
  const base = completeCatalogue(locale, catalogue ?? loadedCatalogue(locale) ?? en)
  const messages = overrides ? { ...base, ...overrides } : base
  return {
    locale,
    dir: directionOf(locale),
    t: createTranslate(messages, locale),
    format: createFormatters(locale, messages['time.justNow']),
  }
}

// Without a provider, components still render in English rather than throwing.
const LocaleContext = createContext<LocaleValue>(createLocaleValue('en'))

export function LocaleProvider({ locale = 'en', messages, catalogue, children }: LocaleProviderProps) {
  const base = catalogue ?? loadedCatalogue(locale)
  const [fetched, setFetched] = useState<{ locale: string; messages: ModalMessages } | null>(null)
  useEffect(() => {
    if (base) return
    let live = true
    loadCatalogue(locale).then(
      (result) => live && setFetched({ locale, messages: result }),
      () => {}, // A chunk that fails to load leaves English in place rather than breaking the modal.
    )
    return () => {
      live = false
    }
  }, [base, locale])
  const resolved = base ?? (fetched?.locale === locale ? fetched.messages : undefined)
  // A view part (locale-parts.ts) merges into the loaded catalogue when its view loads: render its texts then.
  const version = useSyncExternalStore(subscribeCatalogues, cataloguesVersion, cataloguesVersion)
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks a merge into `resolved` itself
  const value = useMemo(() => createLocaleValue(locale, messages, resolved), [locale, messages, resolved, version])
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
}

/** The active catalogue: `t(key, values)`, `dir`, `locale` and Intl formatters. */
export function useMessages(): LocaleValue {
  return useContext(LocaleContext)
}
