// The smartSessions part of en: the built package ships it as its own chunk (pack-locales.ts, locale-parts.ts).
export { en as enSmartSessions } from './en'
