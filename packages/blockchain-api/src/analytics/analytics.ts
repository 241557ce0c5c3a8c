import type { EventName } from '@portico/common'
import type { Clock } from '../cache/ttl-cache'
import type { HttpClient } from '../http/http-client'
import { AnalyticsAckSchema } from '../schemas/analytics'

/** Events the modal sends (§7). */
export type AnalyticsEventName = EventName

export interface AnalyticsProps {
  type: 'track' | 'error'
  event: AnalyticsEventName
  errorType?: string
  errorMessage?: string
  stackTrace?: string
  properties?: Record<string, string | number | boolean | null>
}

export interface AnalyticsBody {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: AnalyticsProps
}

export interface AnalyticsReporterOptions {
  http: HttpClient
  now: Clock
  /** Page the SDK runs on; read from `location` in a browser. */
  getPage?: () => { url: string; domain: string }
  isEnabled?: () => boolean
}

/** §8/§9: errors go to analytics at most 5 per 60 s; further ones are dropped until the window moves on. */
export const ERROR_REPORT_LIMIT = { max: 5, windowMs: 60_000 } as const

export class AnalyticsReporter {
  private readonly errorTimes: number[] = []

  constructor(private readonly options: AnalyticsReporterOptions) {}

  /** Sends one event; resolves false when it was not sent (disabled, capped or the sink failed). */
  async send(props: AnalyticsProps): Promise<boolean> {
    if (this.options.isEnabled && !this.options.isEnabled()) return false
    const page = this.options.getPage?.() ?? defaultPage()
    const body: AnalyticsBody = {
      eventId: randomId(),
      url: page.url,
      domain: page.domain,
      timestamp: this.options.now(),
      props,
    }
    try {
      await this.options.http.post({ path: '/e', body, schema: AnalyticsAckSchema })
      return true
    } catch {
      // Analytics never breaks the host app.
      return false
    }
  }

  /** Reports an error as INTERNAL_SDK_ERROR, respecting the 5-per-60-s cap. */
  reportError(error: unknown, errorType = 'Error'): Promise<boolean> {
    const now = this.options.now()
    while (this.errorTimes.length > 0 && now - (this.errorTimes[0] ?? 0) >= ERROR_REPORT_LIMIT.windowMs) {
      this.errorTimes.shift()
    }
    if (this.errorTimes.length >= ERROR_REPORT_LIMIT.max) return Promise.resolve(false)
    this.errorTimes.push(now)
    const err = error instanceof Error ? error : new Error(String(error))
    return this.send({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: err.name || errorType,
      errorMessage: err.message,
      stackTrace: err.stack ?? '',
    })
  }
}

function defaultPage(): { url: string; domain: string } {
  const loc = (globalThis as { location?: { href: string; hostname: string } }).location
  return loc ? { url: loc.href, domain: loc.hostname } : { url: '', domain: '' }
}

function randomId(): string {
  return globalThis.crypto.randomUUID()
}
