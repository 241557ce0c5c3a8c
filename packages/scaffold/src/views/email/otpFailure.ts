import type { AppKitCore } from '@portico/core'
import type { MessageKey, useMessages } from '@portico/ui'
import { reportAuthFailure } from './auth'

const FAILURE_TEXT: Record<string, MessageKey> = { OTP_LOCKED: 'otp.locked', OTP_EXPIRED: 'otp.expired' }

/** What a code view says about a failed step: attempts left, locked, expired, resend too soon, or the frame's message. */
export function explainOtpFailure(core: AppKitCore, t: ReturnType<typeof useMessages>['t'], cause: unknown): string {
  const failure = reportAuthFailure(core, cause)
  if (failure?.code === 'INVALID_OTP' && failure.attemptsLeft !== undefined)
    return t('otp.wrong', { count: failure.attemptsLeft })
  if (failure?.code === 'RESEND_TOO_SOON' && failure.retryAfter !== undefined)
    return t('message.emailThrottled', { count: failure.retryAfter })
  const key = failure ? FAILURE_TEXT[failure.code] : undefined
  return key ? t(key) : (failure?.message ?? t('message.somethingWentWrong'))
}
