import {
  ConfigCalls,
  DEFAULT_API_URL,
  type FetchWalletsArgs,
  HttpClient,
  type WalletsResponse,
} from '@portico/blockchain-api'
import type { AppKitCore } from '@portico/core'

export interface CatalogueClient {
  fetchWallets(args: FetchWalletsArgs): Promise<WalletsResponse>
  /** URL of a catalogue wallet's image, served by the same service. */
  imageUrl(imageId: string): string
}

// core's `apiUrl` option, checked at run time (a JavaScript app can pass anything). Without one, the local service is
// used.
function apiUrlOf(core: AppKitCore): string {
  const value: unknown = core.options.apiUrl
  return typeof value === 'string' && value !== '' ? value : DEFAULT_API_URL
}

const clients = new WeakMap<AppKitCore, CatalogueClient>()

/** One catalogue client per core, so reopening the view reuses it. */
export function catalogueOf(core: AppKitCore): CatalogueClient {
  let client = clients.get(core)
  if (!client) {
    // Only the catalogue calls, not the whole client: this view's chunk stays small (no blockchain/analytics code).
    const { projectId } = core.options
    const config = new ConfigCalls(
      new HttpClient({
        baseUrl: apiUrlOf(core),
        defaultParams: () => ({ projectId, st: 'portico', sv: 'react-portico-0.0.0' }),
      }),
    )
    client = {
      fetchWallets: (args) => config.fetchWallets(args),
      imageUrl: (imageId) => config.imageUrl('wallet', imageId),
    }
    clients.set(core, client)
  }
  return client
}
