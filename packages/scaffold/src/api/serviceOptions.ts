import type { AppKitCore } from '@portico/core'

/**
 * createAppKit's `apiUrl`, passed through core's options untouched (core's option type does not name it yet, so it
 * is read and checked here, and only here). No default: without it nothing is asked of any service.
 */
export function apiUrlOf(core: AppKitCore): string | undefined {
  const value: unknown = (core.options as { apiUrl?: unknown }).apiUrl
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** True when the app named its service and project, so the views that need the service may ask it. */
export function hasService(core: AppKitCore): boolean {
  return apiUrlOf(core) !== undefined && Boolean(core.options.projectId)
}
