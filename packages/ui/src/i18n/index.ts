export {
  type Direction,
  directionOf,
  loadCatalogue,
  loadedCatalogue,
  resolveLocale,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from './catalogue'
export { createFormatters, type Formatters } from './format'
export {
  createLocaleValue,
  LocaleProvider,
  type LocaleProviderProps,
  type LocaleValue,
  useMessages,
} from './LocaleProvider'
export type { MessageKey, Messages } from './messages/en'
export { createTranslate, type MessageValues, type Translate } from './translate'
