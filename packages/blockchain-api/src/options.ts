import type { Clock } from './cache/ttl-cache'
import type { FetchLike } from './http/http-client'
import type { QueryParams } from './http/query'

/** Where the local service listens by default (apps/api). Nothing points at a hosted API. */
export const DEFAULT_API_URL = 'http://127.0.0.1:8787'

export interface BlockchainApiOptions {
  projectId: string
  /** SDK type and version, sent as `st` and `sv` on every request. */
  sdkType?: string
  sdkVersion?: string
  /** The blockchain API (balances, names, history…). */
  baseUrl?: string
  /** Project configuration and wallet catalogue; defaults to baseUrl. */
  configUrl?: string
  /** The analytics sink; defaults to baseUrl. */
  analyticsUrl?: string
  clientId?: string | null
  fetch?: FetchLike
  now?: Clock
  /**
   * The active network as a CAIP-2 id. When it is not in the service's supported chains, blockchain calls are
   * skipped and answer empty results (§7). Left out: every call goes out.
   */
  getActiveCaipNetworkId?: () => string | undefined
}

export interface ResolvedOptions {
  projectId: string
  sdkType: string
  sdkVersion: string
  baseUrl: string
  configUrl: string
  analyticsUrl: string
  clientId: string | null
  fetch?: FetchLike
  now: Clock
  getActiveCaipNetworkId: () => string | undefined
}

export function resolveOptions(options: BlockchainApiOptions): ResolvedOptions {
  if (!options.projectId) throw new TypeError('projectId is required')
  const baseUrl = options.baseUrl ?? DEFAULT_API_URL
  return {
    projectId: options.projectId,
    sdkType: options.sdkType ?? 'portico',
    sdkVersion: options.sdkVersion ?? 'html-core-0.0.0',
    baseUrl,
    configUrl: options.configUrl ?? baseUrl,
    analyticsUrl: options.analyticsUrl ?? baseUrl,
    clientId: options.clientId ?? null,
    fetch: options.fetch,
    now: options.now ?? Date.now,
    getActiveCaipNetworkId: options.getActiveCaipNetworkId ?? (() => undefined),
  }
}

export function sdkParams(o: ResolvedOptions): QueryParams {
  return { projectId: o.projectId, st: o.sdkType, sv: o.sdkVersion }
}
