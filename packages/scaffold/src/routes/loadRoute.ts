import type { ComponentType } from 'react'
import { type TrackedPromise, track } from './readPromise'
import type { Route } from './routes'

type ViewModule = { default: ComponentType }

const cache = new Map<Route['load'], TrackedPromise<ViewModule>>()

/**
 * One promise per view module, marked settled when it is: a view that was prefetched renders in the same commit as
 * the dialog, with no loading frame. A failed load stays cached until `forgetFailedRoute` (the view's error boundary
 * calls it once it shows the failure): dropping it at once made every re-render fetch the chunk again, a request
 * storm while offline, and React never saw the rejection.
 */
export function loadRoute(route: Route): TrackedPromise<ViewModule> {
  let promise = cache.get(route.load)
  if (promise) return promise
  promise = track(route.load() as Promise<ViewModule>)
  cache.set(route.load, promise)
  return promise
}

/** Drops a failed load so the next attempt (a retry, or the view shown again) fetches the chunk again. */
export function forgetFailedRoute(route: Route): void {
  if (cache.get(route.load)?.status === 'rejected') cache.delete(route.load)
}
