import type { AppKitCore, AppKitEvent } from '@portico/core'

type Scaffold = typeof import('@portico/scaffold')

export interface ServiceStart {
  core: AppKitCore
  scaffold: () => Promise<Scaffold>
  /** Start-up's events (INITIALIZE), kept until delivery starts: taken then, and no longer kept after. */
  earlyEvents: AppKitEvent[]
  stopEarlyEvents(): void
  /** Aborted when the kit is destroyed. */
  signal: AbortSignal
}

/**
 * §6/§7, for an app with an apiUrl: analytics delivery and the project's configuration and allowed origins, from the
 * modal's code, after the first paint and never awaited by open(). Basic mode still turns every feature off in core.
 */
export function startService({ core, scaffold, earlyEvents, stopEarlyEvents, signal }: ServiceStart): void {
  void scaffold()
    .then((module) => {
      if (signal.aborted) return
      // The scaffold reads apiUrl from core's options, where toCoreOptions passed it.
      void module
        // Taken as delivery subscribes, so no event falls between the two.
        .startAnalytics(core, {
          earlier: () => {
            stopEarlyEvents()
            return earlyEvents.splice(0)
          },
          signal,
        })
        .catch(() => {})
        .finally(stopEarlyEvents)
      return module.applyRemoteConfig(core, { origin: window.location.origin, signal })
    })
    .catch(() => {})
}
