import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, requestBlob, serviceUrl } from '../../client/request'

export type ImageKind = 'wallet' | 'asset' | 'connector' | 'currency' | 'token'

const IMAGE_PATHS: Record<ImageKind, string> = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  connector: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
}

const imagePath = (kind: ImageKind, id: string) => `${IMAGE_PATHS[kind]}/${encodeURIComponent(id)}`

/**
 * URL of an image served by the service, carrying the project parameters so it passes the project checks.
 * Throws API_NOT_CONFIGURED when the client has no url.
 */
export function imageUrl(client: ApiClient, kind: ImageKind, id: string): string {
  return serviceUrl(client, imagePath(kind, id))
}

export function getImage(client: ApiClient, kind: ImageKind, id: string, args: CallArgs = {}): Promise<Blob> {
  return requestBlob(client, imagePath(kind, id), args)
}
