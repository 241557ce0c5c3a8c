import { type ApiClient, createApiClient } from '@portico/blockchain-api'
import type { AppKitCore } from '@portico/core'
import { apiUrlOf, hasService } from './serviceOptions'

/** Which SDK asks, sent as `st` and `sv` with every request. */
const SDK_TYPE = 'portico'
const SDK_VERSION = 'react-portico-0.0.0'

// Re-exported so a caller that loads this module lazily gets both from one import().
export { hasService }

const clients = new WeakMap<AppKitCore, ApiClient>()

/**
 * The one service client of a core, made on first use so its §9 caches (identity and names 5 min, portfolio 30 s)
 * and shared requests live as long as the modal. Without `apiUrl` (or a project id) it has no url and sends nothing.
 */
export function apiClientOf(core: AppKitCore): ApiClient {
  let client = clients.get(core)
  if (!client) {
    client = createApiClient({
      url: hasService(core) ? apiUrlOf(core) : undefined,
      projectId: core.options.projectId,
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      // §7: blockchain calls are skipped with empty results when the service does not support the active network.
      getActiveCaipNetworkId: () => core.state.chain.activeCaipNetwork?.caipNetworkId,
    })
    clients.set(core, client)
  }
  return client
}
