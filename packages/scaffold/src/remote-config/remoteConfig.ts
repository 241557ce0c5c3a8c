import { ConfigCalls, HttpClient, isBlockchainApiError } from '@portico/blockchain-api'
import { isOriginAllowed } from '@portico/common'
import type { AppKitCore, RemoteFeature } from '@portico/core'

export interface RemoteConfigOptions {
  /** The app's service (createAppKit's `apiUrl`); the only host asked. */
  apiUrl: string
  /** The page's origin, checked against the project's allowed origins (§5). */
  origin: string
  signal?: AbortSignal
}

// The server's `{ error, message }` body says what went wrong; the alert shows that message (§8 Server Error).
function serverMessage(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | undefined)?.message
  return typeof message === 'string' && message !== '' ? message : fallback
}

/**
 * §6/§7: fetches the project configuration and the allowed origins from the app's service, in the background.
 * Features: remote wins through core (which logs 'Local configuration ignored' once; basic mode still turns all off).
 * Origins: not allowed → INVALID_APP_CONFIGURATION; 429 → RATE_LIMITED_APP_CONFIGURATION; 5xx →
 * SERVER_ERROR_APP_CONFIGURATION. A network failure (offline, no service) keeps the local features and shows nothing.
 */
export async function applyRemoteConfig(core: AppKitCore, options: RemoteConfigOptions): Promise<void> {
  const { projectId } = core.options
  if (!projectId) return
  const config = new ConfigCalls(
    new HttpClient({
      baseUrl: options.apiUrl,
      defaultParams: () => ({ projectId, st: 'portico', sv: 'react-portico-0.0.0' }),
    }),
  )
  const { signal } = options
  await Promise.all([applyFeatures(core, config, signal), checkOrigin(core, config, options.origin, signal)])
}

async function applyFeatures(core: AppKitCore, config: ConfigCalls, signal: AbortSignal | undefined) {
  let remote: RemoteFeature[]
  try {
    remote = (await config.fetchProjectConfig({ signal })) as RemoteFeature[]
  } catch {
    // Offline or refused: local settings stay (core already resolved them at start-up), no alert.
    return
  }
  if (signal?.aborted) return
  core.setRemoteFeatures(remote)
}

async function checkOrigin(core: AppKitCore, config: ConfigCalls, origin: string, signal: AbortSignal | undefined) {
  try {
    const allowed = await config.fetchAllowedOrigins({ signal })
    if (signal?.aborted) return
    if (!isOriginAllowed(origin, allowed)) core.alerts.showOnce('INVALID_APP_CONFIGURATION')
  } catch (error) {
    if (signal?.aborted) return
    if (isBlockchainApiError(error, 'RATE_LIMITED')) core.alerts.showOnce('RATE_LIMITED_APP_CONFIGURATION')
    else if (isBlockchainApiError(error, 'SERVER_ERROR'))
      core.alerts.showOnce('SERVER_ERROR_APP_CONFIGURATION', { message: serverMessage(error.body, error.message) })
    // Anything else (network failure, abort) is silent: offline is the default.
  }
}
