import { NUMBER_DECIMALS, QUANTITY_DECIMALS } from '@portico/common'

// Locale-aware formatting with the platform's Intl (no data shipped). Decimal places follow §9:
// transaction quantities 3, other numbers 2; dates as short month and day; relative times abbreviated.

export interface Formatters {
  /** A plain number with 2 decimals unless told otherwise. */
  number(value: number, decimals?: number): string
  /** A transaction quantity: 3 decimals. */
  quantity(value: number): string
  /** A fiat amount in the given ISO 4217 currency, 2 decimals. */
  currency(value: number, currency: string): string
  /** Short month and day, e.g. 'Jan 5'. */
  date(value: Date | number): string
  /** Abbreviated distance from `now`, e.g. '5 min. ago'; `justNow` under 5 seconds. */
  relativeTime(value: Date | number, now?: Date | number): string
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
]

const numberFormats = new Map<string, Intl.NumberFormat>()

/** A number with exactly `decimals` decimals (§9: 2 unless it is a transaction quantity) in the locale's digits. */
export function formatFixed(locale: string, value: number, decimals: number = NUMBER_DECIMALS): string {
  const id = `${locale}|${decimals}`
  let format = numberFormats.get(id)
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    numberFormats.set(id, format)
  }
  return format.format(value)
}

export function createFormatters(locale: string, justNow: string): Formatters {
  // Made on first use: building them up front (ICU data) was the longest part of the modal's idle mount, a task a
  // click right after start-up waited behind (issue 22), and most opens format no date.
  let dateFormat: Intl.DateTimeFormat | undefined
  let relativeFormat: Intl.RelativeTimeFormat | undefined
  const dates = () => {
    dateFormat ??= new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' })
    return dateFormat
  }
  const relative = () => {
    relativeFormat ??= new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'always' })
    return relativeFormat
  }

  return {
    number: (value, decimals) => formatFixed(locale, value, decimals),
    quantity: (value) => formatFixed(locale, value, QUANTITY_DECIMALS),
    currency: (value, currency) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: NUMBER_DECIMALS,
        maximumFractionDigits: NUMBER_DECIMALS,
      }).format(value),
    date: (value) => dates().format(value),
    relativeTime: (value, now = Date.now()) => {
      let amount = (Number(value) - Number(now)) / 1000
      if (Math.abs(amount) < 5) return justNow
      for (const [unit, size] of UNITS) {
        if (Math.abs(amount) < size) return relative().format(Math.trunc(amount), unit)
        amount /= size
      }
      return relative().format(Math.trunc(amount), 'year')
    },
  }
}
