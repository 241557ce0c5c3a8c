import type { AppKitCore } from '@portico/core'

/**
 * The app's `apiUrl` from core's options, checked at run time (a JavaScript app can pass anything). No default:
 * without it nothing is asked of any service.
 */
export function apiUrlOf(core: AppKitCore): string | undefined {
  const value: unknown = core.options.apiUrl
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** True when the app named its service and project, so the views that need the service may ask it. */
export function hasService(core: AppKitCore): boolean {
  return apiUrlOf(core) !== undefined && Boolean(core.options.projectId)
}
