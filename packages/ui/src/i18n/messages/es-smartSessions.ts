// The smartSessions part of es: the built package ships it as its own chunk (pack-locales.ts, locale-parts.ts).
export { es as esSmartSessions } from './es'
