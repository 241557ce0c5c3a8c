import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

export const CODE_TTL_MS = 10 * 60_000
export const RESEND_AFTER_MS = 30_000
export const MAX_FAILURES = 5
export const APPROVAL_TTL_MS = 30 * 60_000
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000

const CODE = /^\d{6}$/

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')
export const isCode = (value: string): boolean => CODE.test(value)
export const newSalt = (): string => randomBytes(16).toString('hex')

/** The code is stored only as sha256(salt, key, code): a dump shows no live code. */
export const hashCode = (salt: string, key: string, code: string): string =>
  createHash('sha256').update(`${salt}\0${key}\0${code}`).digest('hex')

export function codeMatches(storedHash: string, salt: string, key: string, code: string): boolean {
  const a = Buffer.from(storedHash, 'hex')
  const b = Buffer.from(hashCode(salt, key, code), 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}
