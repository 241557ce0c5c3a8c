/** What the sandbox's checkout does with a card: the published test-card convention, nothing is ever charged. */
export type CardOutcome =
  | { approved: true }
  | { approved: false; reason: 'declined' | 'insufficient_funds' | 'invalid' }

/** Approved. */
export const TEST_CARD_APPROVED = '4242 4242 4242 4242'
/** Declined by the issuer. */
export const TEST_CARD_DECLINED = '4000 0000 0000 0002'
/** Declined for insufficient funds. */
export const TEST_CARD_INSUFFICIENT_FUNDS = '4000 0000 0000 9995'

const digitsOf = (card: string) => card.replace(/[\s-]/g, '')

function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** Whether an MM/YY expiry is this month or later. */
function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim())
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return false
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
}

export function cardOutcome(card: { number: string; expiry: string; cvc: string }, now = new Date()): CardOutcome {
  const digits = digitsOf(card.number)
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return { approved: false, reason: 'invalid' }
  if (!expiryValid(card.expiry, now) || !/^\d{3,4}$/.test(card.cvc.trim()))
    return { approved: false, reason: 'invalid' }
  if (digits === digitsOf(TEST_CARD_APPROVED)) return { approved: true }
  if (digits === digitsOf(TEST_CARD_INSUFFICIENT_FUNDS)) return { approved: false, reason: 'insufficient_funds' }
  return { approved: false, reason: 'declined' }
}
