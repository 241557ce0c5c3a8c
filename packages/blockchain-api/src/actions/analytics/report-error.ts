import type { ApiClient } from '../../client/create-api-client'
import { type SendEventOptions, sendEvent } from './send-event'

/** §8/§9: errors go to analytics at most 5 per 60 s; further ones are dropped until the window moves on. */
export const ERROR_REPORT_LIMIT = { max: 5, windowMs: 60_000 } as const

/** Reports an error as INTERNAL_SDK_ERROR within the cap; resolves false when it was not sent. */
export function reportError(client: ApiClient, error: unknown, options: SendEventOptions = {}): Promise<boolean> {
  const times = client.memory.reportedErrors
  const now = client.now()
  while (times.length > 0 && now - (times[0] ?? 0) >= ERROR_REPORT_LIMIT.windowMs) times.shift()
  if (times.length >= ERROR_REPORT_LIMIT.max) return Promise.resolve(false)
  times.push(now)
  const err = error instanceof Error ? error : new Error(String(error))
  return sendEvent(
    client,
    {
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: err.name || 'Error',
      errorMessage: err.message,
      stackTrace: err.stack ?? '',
    },
    options,
  )
}
