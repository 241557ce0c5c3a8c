import type { Context } from 'hono'
import type { AuthCode, AuthRepository } from '../store/repositories/auth'
import { authProblem } from './answers'
import { codeMatches, hashCode, MAX_FAILURES, newCode, newSalt } from './codes'

export type CodeCheck = { ok: true; code: AuthCode } | { ok: false; response: Response }

/**
 * Checks a one-time code: locked after MAX_FAILURES wrong tries, refused once expired, and spent by the one request
 * that gives it right. Only a newly requested code unlocks.
 */
export async function checkCode(
  c: Context,
  repo: AuthRepository,
  key: string,
  otp: string,
  now: number,
): Promise<CodeCheck> {
  const code = await repo.getCode(key)
  if (!code) return { ok: false, response: authProblem(c, 400, 'OTP_EXPIRED', 'No code is pending: request a new one') }
  if (code.failures >= MAX_FAILURES) return { ok: false, response: locked(c) }
  if (code.expiresAt <= now) {
    return { ok: false, response: authProblem(c, 400, 'OTP_EXPIRED', 'The code has expired: request a new one') }
  }
  if (!codeMatches(code.codeHash, code.salt, key, otp)) {
    const failures = await repo.failCode(key, code.codeHash)
    if (failures >= MAX_FAILURES) return { ok: false, response: locked(c) }
    const attemptsLeft = MAX_FAILURES - failures
    return { ok: false, response: authProblem(c, 400, 'INVALID_OTP', 'Wrong code', { attemptsLeft }) }
  }
  if (!(await repo.spendCode(key, code.codeHash))) {
    return { ok: false, response: authProblem(c, 400, 'OTP_EXPIRED', 'The code was already used') }
  }
  return { ok: true, code }
}

const locked = (c: Context) =>
  authProblem(c, 423, 'OTP_LOCKED', 'Too many wrong codes: request a new code', { attemptsLeft: 0 })

/** Seconds until another code may be sent for this key, or 0. */
export const resendWait = (sentAt: number | undefined, now: number, afterMs: number): number =>
  sentAt === undefined || now - sentAt >= afterMs ? 0 : Math.ceil((afterMs - (now - sentAt)) / 1000)

export const tooSoon = (c: Context, retryAfter: number) => {
  c.header('Retry-After', String(retryAfter))
  return authProblem(c, 429, 'RESEND_TOO_SOON', `Please try again after ${retryAfter} seconds`, { retryAfter })
}

/** A fresh code for the key, stored hashed; the plain code is returned only to be mailed. */
export async function issueCode(
  repo: AuthRepository,
  key: string,
  input: { step: string; sentTo: string; newEmail: string | null; now: number; ttlMs: number },
): Promise<string> {
  const code = newCode()
  const salt = newSalt()
  await repo.putCode(key, {
    step: input.step,
    sentTo: input.sentTo,
    newEmail: input.newEmail,
    salt,
    codeHash: hashCode(salt, key, code),
    sentAt: input.now,
    expiresAt: input.now + input.ttlMs,
  })
  return code
}
