import { BlockchainApiError } from '../errors'
import type { HttpClient } from '../http/http-client'
import {
  AllowedOriginsSchema,
  AnalyticsConfigSchema,
  type FeatureConfig,
  ProjectConfigSchema,
  type WalletsResponse,
  WalletsResponseSchema,
} from '../schemas/config'

type Signal = { signal?: AbortSignal }

export interface FetchWalletsArgs extends Signal {
  page: number
  entries: number
  include?: string[]
  exclude?: string[]
  search?: string
  badge_type?: 'none' | 'certified'
  chains?: string[]
}

export type ImageKind = 'wallet' | 'asset' | 'connector' | 'currency' | 'token'

const IMAGE_PATHS: Record<ImageKind, string> = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  connector: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
}

/** §7 "Configuration and wallet catalogue". */
export class ConfigCalls {
  constructor(private readonly http: HttpClient) {}

  async fetchProjectConfig(args: Signal = {}): Promise<FeatureConfig[]> {
    const response = await this.http.get({ path: '/appkit/v1/config', schema: ProjectConfigSchema, ...args })
    return response.features
  }

  /**
   * The project's allowed origins. 429 becomes a RATE_LIMITED error and 5xx SERVER_ERROR (the modal shows their
   * alerts); a network failure is rethrown (offline is not a refusal: the modal stays silent); other failures
   * answer an empty list, which the origin check then treats as not allowed.
   */
  async fetchAllowedOrigins(args: Signal = {}): Promise<string[]> {
    try {
      const response = await this.http.get({ path: '/projects/v1/origins', schema: AllowedOriginsSchema, ...args })
      return response.allowedOrigins
    } catch (error) {
      if (!(error instanceof BlockchainApiError)) throw error
      if (error.code === 'ABORTED' || error.code === 'NETWORK_ERROR') throw error
      if (error.status === 429)
        throw new BlockchainApiError('RATE_LIMITED', 'RATE_LIMITED', { status: 429, cause: error })
      if (error.status !== undefined && error.status >= 500 && error.status < 600) {
        throw new BlockchainApiError('SERVER_ERROR', 'SERVER_ERROR', {
          status: error.status,
          cause: error,
          body: error.body,
        })
      }
      return []
    }
  }

  fetchWallets(args: FetchWalletsArgs): Promise<WalletsResponse> {
    const { signal, ...params } = args
    return this.http.get({
      path: '/getWallets',
      params: { ...params, page: String(params.page), entries: String(params.entries) },
      schema: WalletsResponseSchema,
      signal,
    })
  }

  async fetchAnalyticsConfig(args: Signal = {}): Promise<boolean> {
    const response = await this.http.get({ path: '/getAnalyticsConfig', schema: AnalyticsConfigSchema, ...args })
    return response.isAnalyticsEnabled
  }

  /** URL of an image served by the service, carrying the project parameters so it passes the project checks. */
  imageUrl(kind: ImageKind, id: string): string {
    return this.http.url(`${IMAGE_PATHS[kind]}/${encodeURIComponent(id)}`)
  }

  fetchImage(kind: ImageKind, id: string, args: Signal = {}): Promise<Blob> {
    return this.http.getBlob({ path: `${IMAGE_PATHS[kind]}/${encodeURIComponent(id)}`, ...args })
  }
}
