import { isNumericString } from '@portico/common'
import { parseUnits } from '@portico/common/units'

/** What the amount field says: nothing to send yet, a refused minus, more than the balance, or a sendable amount. */
export type AmountCheck =
  | { status: 'empty' }
  | { status: 'negative' }
  | { status: 'insufficient'; units: bigint }
  | { status: 'ok'; units: bigint }

/**
 * §5 for sends: digits with at most one decimal point. A minus is refused (a send cannot be negative); anything else
 * that is not a number counts as zero. Digits past the token's decimals are cut, never rounded up.
 */
export function parseSendAmount(input: string, decimals: number): { negative: boolean; units: bigint } {
  const value = input.trim()
  if (!isNumericString(value)) return { negative: false, units: 0n }
  if (value.startsWith('-')) return { negative: true, units: 0n }
  return { negative: false, units: parseUnits(value, decimals) }
}

/** A balance's decimal string in the smallest unit; a value that is not a plain decimal counts as none. */
export function balanceUnits(numeric: string, decimals: number): bigint {
  return isNumericString(numeric) && !numeric.startsWith('-') ? parseUnits(numeric, decimals) : 0n
}

/**
 * Checks a typed amount against the balance. For the native coin the network fee is paid from the same balance, so
 * it counts once it is known.
 */
export function checkAmount(input: string, decimals: number, balance: bigint, fee = 0n): AmountCheck {
  const { negative, units } = parseSendAmount(input, decimals)
  if (negative) return { status: 'negative' }
  if (units === 0n) return { status: 'empty' }
  if (units + fee > balance) return { status: 'insufficient', units }
  return { status: 'ok', units }
}

/**
 * "Max": a token's whole balance; of the native coin, the balance less the network fee (so the fee can still be
 * paid), undefined while that fee is unknown.
 */
export function maxAmount(balance: bigint, native: boolean, fee: bigint | undefined): bigint | undefined {
  if (!native) return balance
  if (fee === undefined) return undefined
  return balance > fee ? balance - fee : 0n
}
