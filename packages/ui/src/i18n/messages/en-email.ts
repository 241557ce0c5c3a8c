// The email part of English: the built package ships it as its own chunk (pack-locales.ts, locale-parts.ts).
export { en as enEmail } from './en'
