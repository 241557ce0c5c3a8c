export {
  catalogueSettled,
  completeCatalogue,
  isMessageKey,
  loadCatalogue,
  loadedCatalogue,
  loadLocalePart,
} from './catalogue'
export { createFormatters, type Formatters, formatFixed } from './format'
export {
  createLocaleValue,
  LocaleProvider,
  type LocaleProviderProps,
  type LocaleValue,
  useMessages,
} from './LocaleProvider'
export { VIEW_PARTS, type ViewPart } from './locale-parts'
export { type Direction, directionOf, resolveLocale, SUPPORTED_LOCALES, type SupportedLocale } from './locales'
export type { Message, MessageValues, PluralMessage } from './message'
export type { MessageKey, Messages, ModalKey, ModalMessages } from './messages/en'
export { type PageKey, type PageMessages, pageMessages } from './messages/page'
export { createTranslate, type Translate } from './translate'
