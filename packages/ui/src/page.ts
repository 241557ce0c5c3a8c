// @portico/ui/page: what the host page needs before the modal's code loads — the buttons' strings in every locale,
// the translator and the number format — without the components, so it can sit in an app's initial bundle.
export { formatFixed } from './i18n/format'
export { resolveLocale, type SupportedLocale } from './i18n/locales'
export { type PageKey, type PageMessages, pageMessages } from './i18n/messages/page'
export { createTranslate, type MessageValues, type Translate } from './i18n/translate'
export { themeVariablesToStyle } from './theme/themeVariables'
