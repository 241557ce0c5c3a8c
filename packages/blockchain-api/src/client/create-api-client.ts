import { type Clock, createTtlCache, type TtlCache } from '@portico/common/cache'
import { featureError } from '@portico/common/errors'
import type { SupportedChains } from '../schemas/chains'

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/** The default fetch: the global one, looked up at each call (a page or a test may replace it later). */
export const globalFetch: FetchLike = (input, init) => globalThis.fetch(input, init)

/** §9: every request gives up after 10 s unless the client says otherwise. */
export const DEFAULT_TIMEOUT_MS = 10_000

/** §9 lifetimes of the cached calls. */
export const CACHE_TTL = {
  portfolioMs: 30_000,
  nativeBalanceMs: 30_000,
  identityMs: 5 * 60_000,
  namesMs: 5 * 60_000,
} as const

export type CacheTtls = { [K in keyof typeof CACHE_TTL]: number }

export interface ApiClientOptions {
  /**
   * Base URL of the service (apps/api). There is no default: without one the client makes no request at all, and
   * every call that needs the service rejects with `API_NOT_CONFIGURED`.
   */
  url: string | undefined
  /** Sent as `projectId` on every request; required when `url` is given. */
  projectId: string
  /** Sent as `sv` on every request. */
  sdkVersion: string
  /** Sent as `st` on every request. Default 'portico'. */
  sdkType?: string
  /** Sent as `clientId` when set (§7 general HTTP helper). */
  clientId?: string | null
  /**
   * Default: the global fetch, looked up at each call; analytics then leaves by `navigator.sendBeacon` where the
   * browser has it (a client with its own fetch sends everything through that fetch).
   */
  fetch?: FetchLike
  /** Every request is aborted after this long. Default 10 000 ms (§9). */
  timeoutMs?: number
  /** `false` turns the §9 caches off; an object changes some of their lifetimes. Default: on. */
  cache?: boolean | Partial<CacheTtls>
  now?: Clock
  /**
   * The active network as a CAIP-2 id. When the service does not list it among its supported chains, blockchain
   * calls are skipped and answer empty results (§7). Left out: every call goes out.
   */
  getActiveCaipNetworkId?: () => string | undefined
}

/** Requests several callers are waiting for; the request is aborted once every one of them has left. */
export interface InFlight {
  promise: Promise<unknown>
  controller: AbortController
  waiters: number
}

/** What the calls of one client remember between them. */
export interface ClientMemory {
  cache: TtlCache<unknown>
  inFlight: Map<string, InFlight>
  supportedChains: SupportedChains | undefined
  /** §8/§9: after a failed token balance, no request before this time. */
  tokenBalanceRetryAt: number
  /** Times of the errors reported to analytics in the last window (§8/§9 cap). */
  reportedErrors: number[]
}

export interface ApiClient {
  readonly url: string | undefined
  readonly projectId: string
  readonly sdkType: string
  readonly sdkVersion: string
  readonly clientId: string | null
  readonly timeoutMs: number
  readonly fetch: FetchLike
  readonly now: Clock
  /** Lifetimes of the cached calls; undefined when caching is off. */
  readonly cacheTtl: CacheTtls | undefined
  readonly getActiveCaipNetworkId: () => string | undefined
  readonly memory: ClientMemory
}

/**
 * A client is settings plus a little memory; the calls are functions that take it (`getWallets(client, …)`), so a
 * bundle carries only the calls it uses.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  if (options.url && !options.projectId) throw featureError('PROJECT_ID_REQUIRED')
  const now = options.now ?? Date.now
  const { cache = true } = options
  return {
    url: options.url || undefined,
    projectId: options.projectId,
    sdkType: options.sdkType ?? 'portico',
    sdkVersion: options.sdkVersion,
    clientId: options.clientId ?? null,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch ?? globalFetch,
    now,
    cacheTtl: cache === false ? undefined : { ...CACHE_TTL, ...(cache === true ? {} : cache) },
    getActiveCaipNetworkId: options.getActiveCaipNetworkId ?? (() => undefined),
    memory: {
      cache: createTtlCache({ ttlMs: 0, now }),
      inFlight: new Map(),
      supportedChains: undefined,
      tokenBalanceRetryAt: 0,
      reportedErrors: [],
    },
  }
}

/** True when the client has a service to ask; views use it to say "not configured" instead of failing. */
export function isApiConfigured(client: ApiClient): boolean {
  return client.url !== undefined
}
