// The on-ramp part of ar: the built package ships it as its own chunk (pack-locales.ts, locale-parts.ts).
export { ar as arOnramp } from './ar'
