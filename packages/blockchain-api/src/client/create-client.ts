import { AnalyticsReporter } from '../analytics/analytics'
import { HttpClient } from '../http/http-client'
import { type BlockchainApiOptions, type ResolvedOptions, resolveOptions, sdkParams } from '../options'
import { BlockchainCalls } from './blockchain-calls'
import { ConfigCalls } from './config-calls'

export interface BlockchainApiClient {
  options: ResolvedOptions
  blockchain: BlockchainCalls
  config: ConfigCalls
  analytics: AnalyticsReporter
}

/**
 * One client for the three services the modal talks to. They share project id, SDK type and version, and each
 * may live at its own base URL (all default to the local apps/api).
 */
export function createBlockchainApiClient(
  options: BlockchainApiOptions & {
    getPage?: () => { url: string; domain: string }
    isAnalyticsEnabled?: () => boolean
  },
): BlockchainApiClient {
  const resolved = resolveOptions(options)
  const defaultParams = () => sdkParams(resolved)
  const http = (baseUrl: string) =>
    new HttpClient({ baseUrl, fetch: resolved.fetch, clientId: resolved.clientId, defaultParams })
  return {
    options: resolved,
    blockchain: new BlockchainCalls(http(resolved.baseUrl), resolved),
    config: new ConfigCalls(http(resolved.configUrl)),
    analytics: new AnalyticsReporter({
      http: http(resolved.analyticsUrl),
      now: resolved.now,
      getPage: options.getPage,
      isEnabled: options.isAnalyticsEnabled,
    }),
  }
}
