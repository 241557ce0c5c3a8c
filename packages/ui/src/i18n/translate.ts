import { fillTemplate } from '@portico/common'
import type { Message, MessageValues, PluralMessage } from './message'
import type { MessageKey } from './messages/en'

export type { MessageValues }
export type Translate<K extends string = MessageKey> = (key: K, values?: MessageValues) => string

/**
 * The one translator: picks the plural form for `values.count` (Intl.PluralRules), then fills {name} placeholders;
 * numbers go through the locale's number format so '30' reads '٣٠' where it should.
 */
export function createTranslate<K extends string>(
  messages: Readonly<Record<K, Message>>,
  locale: string,
): Translate<K> {
  // Made at the first number: an Intl.NumberFormat costs milliseconds to build, and the connect button's first paint
  // (which shows no number) waits for its translator (issue 22).
  let numbers: Intl.NumberFormat | undefined
  const show = (value: string | number) => {
    if (typeof value !== 'number') return value
    numbers ??= new Intl.NumberFormat(locale)
    return numbers.format(value)
  }
  let plurals: Intl.PluralRules | undefined
  const pick = (forms: PluralMessage, count: unknown) => {
    if (typeof count !== 'number') return forms.other
    plurals ??= new Intl.PluralRules(locale)
    return forms[plurals.select(count)] ?? forms.other
  }
  return (key, values) => {
    // A view part's key before its part has merged (built English ships in parts) reads as the key, not a crash.
    const message = messages[key] ?? key
    const template = typeof message === 'string' ? message : pick(message, values?.count)
    return values ? fillTemplate(template, values, show) : template
  }
}
