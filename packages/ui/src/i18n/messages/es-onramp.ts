// The on-ramp part of es: the built package ships it as its own chunk (pack-locales.ts, locale-parts.ts).
export { es as esOnramp } from './es'
