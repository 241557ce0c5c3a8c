import type { ApiClient } from '../../client/create-api-client'
import { type AnalyticsProps, sendEvent } from './send-event'

// §7: analytics never delays what the user is doing. Events are queued and sent together a moment later (or at
// once when the page is hidden), each by `navigator.sendBeacon` (fetch keepalive without one) so a batch survives
// the page closing.

export const EVENT_FLUSH_MS = 2000
/** A batch larger than this is sent at once rather than waiting for the timer. */
export const EVENT_BATCH_MAX = 20

export interface EventQueue {
  push(props: AnalyticsProps): void
  /** Sends what is queued now; resolves with how many the sink took. */
  flush(): Promise<number>
  /** Sends what is queued and stops the timer; later pushes are dropped. */
  dispose(): Promise<number>
}

export interface EventQueueOptions {
  flushMs?: number
  batchMax?: number
}

export function createEventQueue(client: ApiClient, options: EventQueueOptions = {}): EventQueue {
  const flushMs = options.flushMs ?? EVENT_FLUSH_MS
  const batchMax = options.batchMax ?? EVENT_BATCH_MAX
  let queued: AnalyticsProps[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let disposed = false

  async function flush(): Promise<number> {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    const batch = queued
    queued = []
    const sent = await Promise.all(batch.map((props) => sendEvent(client, props, { keepalive: true, beacon: true })))
    return sent.filter(Boolean).length
  }

  return {
    push(props) {
      if (disposed) return
      queued.push(props)
      if (queued.length >= batchMax) void flush()
      else timer ??= setTimeout(() => void flush(), flushMs)
    },
    flush,
    dispose() {
      disposed = true
      return flush()
    },
  }
}
