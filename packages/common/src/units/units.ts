// §5: optional minus, digits, an optional single decimal point. A leading or trailing point is allowed ("1.", ".5").
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/

export function isNumericString(value: unknown): value is string {
  return typeof value === 'string' && NUMBER.test(value)
}

/** §5: a send value that is not a number counts as zero. */
export function toSendValue(value: unknown): string {
  return isNumericString(value) ? value : '0'
}
