import { describeValue, PorticoError } from '../errors/portico-error'

// Kept apart from ./units, sharing no module with it (its own '/units' entry too): core's start-up code needs only
// the §5 number check, and a bundler places a module whole in one chunk, so these would ride in every app's initial
// JS. Hence §5's pattern once more here rather than imported.
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/
const isNumericString = (value: string) => NUMBER.test(value)

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new PorticoError('INVALID_NUMBER', { params: { value: `decimals ${decimals}` } })
  }
}

/**
 * Decimal string → integer amount in the smallest unit. Digits beyond `decimals` are cut (never rounded up, so a
 * user can never send more than they typed).
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimals(decimals)
  if (!isNumericString(value)) throw new PorticoError('INVALID_NUMBER', { params: { value: describeValue(value) } })
  const negative = value.startsWith('-')
  const [whole = '', fraction = ''] = (negative ? value.slice(1) : value).split('.')
  const digits = `${whole}${fraction.slice(0, decimals).padEnd(decimals, '0')}`
  const amount = BigInt(digits === '' ? '0' : digits)
  return negative ? -amount : amount
}

/** Integer amount in the smallest unit → shortest decimal string ("1.5", "-0.001", "0"). */
export function formatUnits(amount: bigint, decimals: number): string {
  assertDecimals(decimals)
  const negative = amount < 0n
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
