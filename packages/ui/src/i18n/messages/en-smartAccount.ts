// The smartAccount part of English: the built package ships it as its own chunk (pack-locales.ts, locale-parts.ts).
export { en as enSmartAccount } from './en'
