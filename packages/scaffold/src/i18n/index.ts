import { ar } from './messages/ar'
import { en, type ScaffoldMessageKey, type ScaffoldMessages } from './messages/en'
import { es } from './messages/es'

export type { ScaffoldMessageKey, ScaffoldMessages } from './messages/en'

// Small enough (three short catalogues) to ship together; the buttons need them before the modal chunk loads.
const catalogues: Record<string, ScaffoldMessages> = { en, es, ar }

export type ScaffoldTranslate = (key: ScaffoldMessageKey, values?: Record<string, string | number>) => string

/** Translate for a BCP 47 tag; an unknown language falls back to English, a missing {name} stays visible. */
export function scaffoldTranslate(locale: string | undefined): ScaffoldTranslate {
  const language = (locale ?? 'en').toLowerCase().split(/[-_]/)[0] ?? 'en'
  const messages = catalogues[language] ?? en
  return (key, values) => {
    const template = messages[key]
    if (!values) return template
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name]
      return value === undefined ? whole : String(value)
    })
  }
}
