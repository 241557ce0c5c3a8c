let shortDate: Intl.DateTimeFormat | undefined

/** §9: short month and day, e.g. "Mar 7". Uses UTC so server and browser render the same text. */
export function formatShortDate(date: Date | number | string): string {
  const d = new Date(date)
  if (Number.isNaN(d.getTime())) return ''
  shortDate ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
  return shortDate.format(d)
}

const UNITS: ReadonlyArray<readonly [string, number]> = [
  ['yr', 365 * 24 * 3600],
  ['mo', 30 * 24 * 3600],
  ['d', 24 * 3600],
  ['hr', 3600],
  ['min', 60],
  ['sec', 1],
]

/** §9: abbreviated relative time, e.g. "5 min" or "2 yr"; the largest whole unit wins. */
export function formatRelativeTime(date: Date | number | string, now: Date | number = Date.now()): string {
  const seconds = Math.max(0, Math.floor((new Date(now).getTime() - new Date(date).getTime()) / 1000))
  if (!Number.isFinite(seconds)) return ''
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return `${Math.floor(seconds / size)} ${unit}`
  }
  return '0 sec'
}
