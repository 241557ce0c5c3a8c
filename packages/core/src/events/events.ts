import { EVENT_NAMES, type EventName } from '@portico/common'
import { createEmitter } from '../adapter/emitter'

export { EVENT_NAMES, type EventName }

export interface AppKitEvent {
  event: EventName
  timestamp: number
  properties?: Record<string, unknown>
}

/** §3 analytics error event. */
export interface ErrorEventProperties {
  errorType: string
  errorMessage: string
  stackTrace: string | undefined
  timestamp: number
}

// §8/§9: errors are reported at most 5 times per 60 seconds.
export const ERROR_REPORT_LIMIT = 5
export const ERROR_REPORT_WINDOW_MS = 60_000

export interface EventsState {
  last: AppKitEvent | undefined
}

export function createEvents(state: EventsState, now: () => number, analyticsEnabled: () => boolean) {
  const emitter = createEmitter<{ event: AppKitEvent }>()
  let errorTimes: number[] = []
  const api = {
    /** Every event, for the host app and for an analytics sink. */
    subscribe: (listener: (event: AppKitEvent) => void) => emitter.on('event', listener),
    send(event: EventName, properties?: Record<string, unknown>) {
      const entry: AppKitEvent = { event, timestamp: now(), ...(properties ? { properties } : {}) }
      state.last = entry
      if (analyticsEnabled()) emitter.emit('event', entry)
    },
    /** Reports an error as INTERNAL_SDK_ERROR unless 5 were already reported in the last 60 s. */
    reportError(error: unknown): boolean {
      const t = now()
      errorTimes = errorTimes.filter((x) => t - x < ERROR_REPORT_WINDOW_MS)
      if (errorTimes.length >= ERROR_REPORT_LIMIT) return false
      errorTimes.push(t)
      const e = error instanceof Error ? error : new Error(String(error))
      const props: ErrorEventProperties = {
        errorType: e.name,
        errorMessage: e.message,
        stackTrace: e.stack,
        timestamp: t,
      }
      api.send('INTERNAL_SDK_ERROR', { ...props })
      return true
    },
    dispose: () => emitter.clear(),
  }
  return api
}
