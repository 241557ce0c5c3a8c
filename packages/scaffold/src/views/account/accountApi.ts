import { BlockchainCalls, DEFAULT_API_URL, HttpClient } from '@portico/blockchain-api'
import type { AppKitCore } from '@portico/core'

// core's `apiUrl` option, checked at run time (a JavaScript app can pass anything). Without one, the local service is
// used.
export function apiUrlOf(core: AppKitCore): string {
  const value: unknown = core.options.apiUrl
  return typeof value === 'string' && value !== '' ? value : DEFAULT_API_URL
}

const clients = new WeakMap<AppKitCore, BlockchainCalls>()

/**
 * The blockchain calls (identity, balances, history, names) for one core, made once so their §9 caches (identity
 * and names 5 min, portfolio 30 s) live as long as the modal. Only these calls, not the whole client: the account
 * views' chunk carries no catalogue or analytics code.
 */
export function accountApiOf(core: AppKitCore): BlockchainCalls {
  let client = clients.get(core)
  if (!client) {
    const projectId = core.options.projectId
    const sdkType = 'portico'
    const sdkVersion = 'react-portico-0.0.0'
    const baseUrl = apiUrlOf(core)
    client = new BlockchainCalls(
      new HttpClient({ baseUrl, defaultParams: () => ({ projectId, st: sdkType, sv: sdkVersion }) }),
      {
        projectId,
        sdkType,
        sdkVersion,
        baseUrl,
        configUrl: baseUrl,
        analyticsUrl: baseUrl,
        clientId: null,
        now: Date.now,
        // §7: calls are skipped with empty results when the service does not support the active network.
        getActiveCaipNetworkId: () => core.state.chain.activeCaipNetwork?.caipNetworkId,
      },
    )
    clients.set(core, client)
  }
  return client
}
