import type { ComponentType } from 'react'
import type { Route } from './routes'

type ViewModule = { default: ComponentType }
/** A promise React's `use()` can read synchronously once settled (React reads `status` and `value`). */
export type TrackedPromise = Promise<ViewModule> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: ViewModule }

const cache = new Map<Route['load'], TrackedPromise>()

/**
 * One promise per view module, marked settled when it is: a view that was prefetched renders in the same commit as
 * the dialog, with no loading frame. A failed load is forgotten so the next attempt fetches again.
 */
export function loadRoute(route: Route): TrackedPromise {
  let promise = cache.get(route.load)
  if (promise) return promise
  promise = route.load() as TrackedPromise
  promise.status = 'pending'
  const tracked = promise
  promise.then(
    (value) => {
      tracked.status = 'fulfilled'
      tracked.value = value
    },
    () => {
      tracked.status = 'rejected'
      cache.delete(route.load)
    },
  )
  cache.set(route.load, promise)
  return promise
}
