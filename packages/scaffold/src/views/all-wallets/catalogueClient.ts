import { type GetWalletsParams, getWallets, imageUrl, type WalletsResponse } from '@portico/blockchain-api'
import type { AppKitCore } from '@portico/core'
import { apiClientOf } from '../../api/apiClient'
import { hasService } from '../../api/serviceOptions'

export interface CatalogueClient {
  fetchWallets(args: GetWalletsParams): Promise<WalletsResponse>
  /** URL of a catalogue wallet's image, served by the same service. */
  imageUrl(imageId: string): string
}

const catalogues = new WeakMap<AppKitCore, CatalogueClient>()

/** The catalogue calls of the core's service client, or undefined when the app configured no service. */
export function catalogueOf(core: AppKitCore): CatalogueClient | undefined {
  if (!hasService(core)) return undefined
  let catalogue = catalogues.get(core)
  if (!catalogue) {
    const api = apiClientOf(core)
    catalogue = {
      fetchWallets: (args) => getWallets(api, args),
      imageUrl: (imageId) => imageUrl(api, 'wallet', imageId),
    }
    catalogues.set(core, catalogue)
  }
  return catalogue
}
