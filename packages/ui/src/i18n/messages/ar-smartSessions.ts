// The smartSessions part of ar: the built package ships it as its own chunk (pack-locales.ts, locale-parts.ts).
export { ar as arSmartSessions } from './ar'
