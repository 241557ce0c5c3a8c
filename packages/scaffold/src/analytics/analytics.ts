import { type AnalyticsProps, createEventQueue, getAnalyticsConfig } from '@portico/blockchain-api'
import type { AppKitCore, AppKitEvent } from '@portico/core'

export interface AnalyticsOptions {
  /** Events core sent before this started (start-up's INITIALIZE), in order; read just before subscribing. */
  earlier?: () => readonly AppKitEvent[]
  /** Aborting stops the delivery; what is queued is still sent. */
  signal?: AbortSignal
  /** Where the page announces it is going away (pagehide, visibilitychange). Default: window when there is one. */
  page?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document?: { visibilityState: string } }
}

type Primitive = string | number | boolean | null

const isPrimitive = (value: unknown): value is Primitive =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** Core's event as the service's sink takes it: errors with their fields, other properties only when primitive. */
export function toAnalyticsProps(event: AppKitEvent): AnalyticsProps {
  const properties = Object.fromEntries(Object.entries(event.properties ?? {}).filter(([, v]) => isPrimitive(v))) as
    | Record<string, Primitive>
    | undefined
  if (event.event === 'INTERNAL_SDK_ERROR') {
    const p = event.properties ?? {}
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
    return {
      type: 'error',
      event: event.event,
      ...(text(p.errorType) ? { errorType: text(p.errorType) } : {}),
      ...(text(p.errorMessage) ? { errorMessage: text(p.errorMessage) } : {}),
      ...(text(p.stackTrace) ? { stackTrace: text(p.stackTrace) } : {}),
    }
  }
  return { type: 'track', event: event.event, ...(properties && Object.keys(properties).length ? { properties } : {}) }
}

/**
 * §7: core's events reach the service's `POST /e` while analytics is on — the app's `enableAnalytics` (core only
 * emits then) and the project's `/getAnalyticsConfig`. Started in the background after the first paint, never on
 * the modal's open path; events are queued and sent in batches by sendBeacon (fetch keepalive without it), and at
 * once when the page hides.
 * Resolves with the function that stops it.
 */
export async function startAnalytics(core: AppKitCore, options: AnalyticsOptions = {}): Promise<() => void> {
  const none = () => {}
  const { apiClientOf, hasService } = await import('../api/apiClient')
  if (!core.options.enableAnalytics || !hasService(core)) return none
  const api = apiClientOf(core)
  // A sink that cannot say whether it wants events (offline, refused) gets none.
  const wanted = await getAnalyticsConfig(api, { signal: options.signal }).catch(() => false)
  if (!wanted || options.signal?.aborted) return none
  const queue = createEventQueue(api)
  for (const event of options.earlier?.() ?? []) queue.push(toAnalyticsProps(event))
  const stopEvents = core.events.subscribe((event) => queue.push(toAnalyticsProps(event)))
  const page = options.page ?? (typeof window === 'undefined' ? undefined : window)
  const onHide = () => {
    if (page?.document === undefined || page.document.visibilityState === 'hidden') void queue.flush()
  }
  const onPageHide = () => void queue.flush()
  page?.addEventListener('pagehide', onPageHide)
  page?.addEventListener('visibilitychange', onHide)
  const stop = () => {
    stopEvents()
    page?.removeEventListener('pagehide', onPageHide)
    page?.removeEventListener('visibilitychange', onHide)
    void queue.dispose()
  }
  options.signal?.addEventListener('abort', stop, { once: true })
  return stop
}
