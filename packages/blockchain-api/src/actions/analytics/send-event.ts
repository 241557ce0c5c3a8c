import type { EventName } from '@portico/common'
import { type ApiClient, globalFetch } from '../../client/create-api-client'
import { type CallArgs, request, serviceUrl } from '../../client/request'
import { AnalyticsAckSchema } from '../../schemas/analytics'

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

export interface SendEventOptions extends CallArgs {
  /** Page the SDK runs on; read from `location` in a browser. */
  page?: { url: string; domain: string }
  /** Let the request outlive the page (fetch keepalive); the event queue sends every batch so. */
  keepalive?: boolean
  /**
   * §7: hand the event to `navigator.sendBeacon` when the browser has it and the client uses the global fetch; fetch
   * with keepalive otherwise, or when the browser refuses it (its queue is full). A beacon's answer is never read:
   * true means queued.
   */
  beacon?: boolean
}

/**
 * Posts one event to the analytics sink; resolves false when it was not sent (no service, or the sink failed).
 * Whether the project wants analytics at all is the caller's question (`getAnalyticsConfig`).
 */
export async function sendEvent(
  client: ApiClient,
  props: AnalyticsProps,
  options: SendEventOptions = {},
): Promise<boolean> {
  const page = options.page ?? currentPage()
  const body: AnalyticsBody = {
    eventId: globalThis.crypto.randomUUID(),
    url: page.url,
    domain: page.domain,
    timestamp: client.now(),
    props,
  }
  if (options.beacon && client.fetch === globalFetch && beaconed(client, body)) return true
  try {
    await request(client, 'POST', {
      path: '/e',
      body,
      schema: AnalyticsAckSchema,
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    })
    return true
  } catch {
    // Analytics never breaks the host app.
    return false
  }
}

// A string body goes as text/plain, which needs no CORS preflight (a beacon cannot make one); the sink parses JSON
// whatever the type says.
function beaconed(client: ApiClient, body: AnalyticsBody): boolean {
  try {
    const nav = (globalThis as { navigator?: { sendBeacon?: (url: string, data: string) => boolean } }).navigator
    return nav?.sendBeacon?.(serviceUrl(client, '/e'), JSON.stringify(body)) === true
  } catch {
    return false
  }
}

function currentPage(): { url: string; domain: string } {
  const loc = (globalThis as { location?: { href: string; hostname: string } }).location
  return loc ? { url: loc.href, domain: loc.hostname } : { url: '', domain: '' }
}
