import { type ApiClient, getConfig, getOrigins, isInvalidProjectId, isUnverifiedDomain } from '@portico/blockchain-api'
import { isOriginAllowed, isPorticoError } from '@portico/common'
import type { AppKitCore, RemoteFeature } from '@portico/core'

export interface RemoteConfigOptions {
  /** The page's origin, checked against the project's allowed origins (§5). */
  origin: string
  signal?: AbortSignal
}

/**
 * §6/§7: fetches the project configuration and the allowed origins from the app's service (createAppKit's
 * `apiUrl`, the only host asked; without one nothing is), in the background.
 * Features: remote wins through core (which logs 'Local configuration ignored' once; basic mode still turns all off).
 * Origins: not allowed → INVALID_APP_CONFIGURATION; an unknown project id → INVALID_PROJECT_ID; a domain the
 * project has not verified → UNVERIFIED_DOMAIN; 429 → RATE_LIMITED_APP_CONFIGURATION; 5xx →
 * SERVER_ERROR_APP_CONFIGURATION. A network failure (offline, no service) keeps the local features and shows nothing.
 */
export async function applyRemoteConfig(core: AppKitCore, options: RemoteConfigOptions): Promise<void> {
  // Fetched here, not imported: the scaffold's entry then has no static dependency for the app's bundler to list
  // (and preload) next to it; the views share the same module.
  const { apiClientOf, hasService } = await import('../api/apiClient')
  if (!hasService(core)) return
  const api = apiClientOf(core)
  const { signal } = options
  await Promise.all([applyFeatures(core, api, signal), checkOrigin(core, api, options.origin, signal)])
}

async function applyFeatures(core: AppKitCore, api: ApiClient, signal: AbortSignal | undefined) {
  let remote: RemoteFeature[]
  try {
    remote = (await getConfig(api, { signal })) as RemoteFeature[]
  } catch {
    // Offline or refused: local settings stay (core already resolved them at start-up), no alert.
    return
  }
  if (signal?.aborted) return
  core.setRemoteFeatures(remote)
}

async function checkOrigin(core: AppKitCore, api: ApiClient, origin: string, signal: AbortSignal | undefined) {
  try {
    const allowed = await getOrigins(api, { signal })
    if (signal?.aborted) return
    if (!isOriginAllowed(origin, allowed)) core.alerts.showOnce('INVALID_APP_CONFIGURATION')
  } catch (error) {
    if (signal?.aborted) return
    if (isInvalidProjectId(error)) core.alerts.showOnce('INVALID_PROJECT_ID')
    else if (isUnverifiedDomain(error)) core.alerts.showOnce('UNVERIFIED_DOMAIN')
    else if (isPorticoError(error, 'RATE_LIMITED')) core.alerts.showOnce('RATE_LIMITED_APP_CONFIGURATION')
    // The alert shows the server's own `{ message }` (§8 Server Error); getOrigins puts it in the params.
    else if (isPorticoError(error, 'SERVER_ERROR'))
      core.alerts.showOnce('SERVER_ERROR_APP_CONFIGURATION', { message: String(error.params.message) })
    // Anything else (network failure, timeout, abort) is silent: offline is the default.
  }
}
