import {
  createBlockchainApiClient,
  DEFAULT_API_URL,
  type FetchWalletsArgs,
  type WalletsResponse,
} from '@portico/blockchain-api'
import type { AppKitCore } from '@portico/core'

export interface CatalogueClient {
  fetchWallets(args: FetchWalletsArgs): Promise<WalletsResponse>
  /** URL of a catalogue wallet's image, served by the same service. */
  imageUrl(imageId: string): string
}

// The React binding passes `apiUrl` through core's options untouched; core's option type does not name it yet, so
// it is read (and checked) at run time. Without one, the local service is used.
function apiUrlOf(core: AppKitCore): string {
  const value: unknown = (core.options as { apiUrl?: unknown }).apiUrl
  return typeof value === 'string' && value !== '' ? value : DEFAULT_API_URL
}

const clients = new WeakMap<AppKitCore, CatalogueClient>()

/** One catalogue client per core, so reopening the view reuses it. */
export function catalogueOf(core: AppKitCore): CatalogueClient {
  let client = clients.get(core)
  if (!client) {
    const api = createBlockchainApiClient({
      projectId: core.options.projectId,
      sdkType: 'portico',
      sdkVersion: 'react-portico-0.0.0',
      baseUrl: apiUrlOf(core),
    })
    client = {
      fetchWallets: (args) => api.config.fetchWallets(args),
      imageUrl: (imageId) => api.config.imageUrl('wallet', imageId),
    }
    clients.set(core, client)
  }
  return client
}
