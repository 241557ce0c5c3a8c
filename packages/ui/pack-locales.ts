import type { Rolldown } from 'tsdown'
import type { PackedMessages } from './src/i18n/catalogue'
import { keysOf, type LocalePart, VIEW_PARTS, type ViewPart } from './src/i18n/locale-parts'
import { ar } from './src/i18n/messages/ar'
import { en, type ModalMessages } from './src/i18n/messages/en'
import { es } from './src/i18n/messages/es'

// A built locale chunk carries only its texts, in the English catalogue's key order; the keys ship once, in English
// (about 1.5 kB gzip less per locale). The sources stay keyed objects, so the type checker still matches every key.
const LOCALES: Record<string, ModalMessages> = { es, ar }

/**
 * A locale's values (or one part's, see locale-parts.ts) in English key order; fails when the key sets differ, so no
 * text lands under the wrong key.
 */
export function packLocale(messages: ModalMessages, part?: LocalePart): PackedMessages {
  const keys = Object.keys(en) as (keyof ModalMessages)[]
  const extra = Object.keys(messages).filter((key) => !Object.hasOwn(en, key))
  const missing = keys.filter((key) => !Object.hasOwn(messages, key))
  if (extra.length > 0 || missing.length > 0) {
    throw new Error(`locale keys differ from English: missing ${missing.join(', ')}; extra ${extra.join(', ')}`)
  }
  return keysOf(part).map((key) => messages[key])
}

/** The module a built package gets in place of `src/i18n/messages/<locale>.ts` (catalogue.ts unpacks it). */
export function packedModule(name: string, messages: ModalMessages, part?: LocalePart): string {
  const values = JSON.stringify(packLocale(messages, part))
  return `export const ${name} = ${values}\n`
}

/**
 * The module a built package gets in place of `src/i18n/messages/en.ts` (the modal part) or `en-<part>.ts`: keyed,
 * since English's keys are the ones the other locales' packed parts follow.
 */
export function englishModule(name: string, part: LocalePart): string {
  const keys = keysOf(part)
  return `export const ${name} = ${JSON.stringify(Object.fromEntries(keys.map((key) => [key, en[key]])))}\n`
}

function partName(name: string, part: string): string {
  if (!(VIEW_PARTS as readonly string[]).includes(part)) throw new Error(`pack-locales: unknown locale part ${part}`)
  return `${name}${part.charAt(0).toUpperCase()}${part.slice(1)}`
}

export function packLocales(): Rolldown.Plugin {
  return {
    name: 'portico:pack-locales',
    load(id) {
      const [, name, part] = /[\\/]src[\\/]i18n[\\/]messages[\\/](\w+?)(?:-(\w+))?\.ts$/.exec(id) ?? []
      if (name === 'en')
        return part === undefined ? englishModule('en', 'modal') : englishModule(partName('en', part), part as ViewPart)
      const messages = name === undefined ? undefined : LOCALES[name]
      if (!name || !messages) return null
      if (part === undefined) return packedModule(name, messages, 'modal')
      return packedModule(partName(name, part), messages, part as ViewPart)
    },
  }
}
