import type { MessageKey, Messages } from './messages/en'

export type MessageValues = Record<string, string | number>
export type Translate = (key: MessageKey, values?: MessageValues) => string

/** Fills {name} placeholders; numbers go through the locale's number format so '30' reads '٣٠' where it should. */
export function createTranslate(messages: Messages, locale: string): Translate {
  const numbers = new Intl.NumberFormat(locale)
  return (key, values) => {
    const template = messages[key]
    if (!values) return template
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name]
      if (value === undefined) return whole
      return typeof value === 'number' ? numbers.format(value) : value
    })
  }
}
