import type { CaipNetwork } from '@portico/common'
import { chainIdOf } from '../networks/chains'

/** The blockchain-API host serves JSON-RPC only for the chains it supports; others use their own RPC URLs (§7). */
export interface BlockchainApiRpc {
  /** e.g. 'http://127.0.0.1:8787' (a self-hosted apps/api). */
  url: string
  projectId: string
  /** Chain ids (numbers) the host supports. Omitted: learned from the host's `GET /v1/supported-chains`. */
  chainIds?: readonly number[]
}

/** How long the supported-chains look-up may take before RPC goes to the networks' own URLs instead. */
export const SUPPORTED_CHAINS_TIMEOUT_MS = 3000
/** A failed look-up counts as "supports nothing" and is asked again after this long. */
export const SUPPORTED_CHAINS_RETRY_MS = 60_000

const EVM_CAIP = /^eip155:(\d+)$/

export function blockchainApiRpcUrl(api: Pick<BlockchainApiRpc, 'url' | 'projectId'>, chainId: number): string {
  const url = new URL('/v1', api.url)
  url.searchParams.set('chainId', `eip155:${chainId}`)
  url.searchParams.set('projectId', api.projectId)
  return url.toString()
}

/** The eip155 chain ids of a `{ http: ['eip155:1', …] }` answer; anything else is not a supported-chains answer. */
export function parseSupportedChains(body: unknown): number[] {
  const list = (body as { http?: unknown } | null)?.http
  if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) {
    throw new Error('not a supported-chains answer')
  }
  return list.flatMap((caip) => {
    const match = EVM_CAIP.exec(caip)
    return match ? [Number(match[1])] : []
  })
}

export interface ApiRoute {
  /** The host in use, if any. */
  readonly api: BlockchainApiRpc | undefined
  /** Uses this host from now on (or none). */
  set(api: BlockchainApiRpc | undefined): void
  /** The host's JSON-RPC URL for a network when the host supports its chain; undefined otherwise. */
  hostUrlFor(network: CaipNetwork): Promise<string | undefined>
}

/**
 * Which RPC URLs a network uses right now. The host's supported chains come from its explicit list or from one
 * `GET /v1/supported-chains` shared by every chain; until that answers, requests wait for it (at most
 * SUPPORTED_CHAINS_TIMEOUT_MS), and a failed look-up sends RPC to the networks' own URLs until it is retried.
 */
export function createApiRoute(
  initial?: BlockchainApiRpc,
  deps: { fetch?: typeof fetch; now?: () => number } = {},
): ApiRoute {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init))
  const now = deps.now ?? Date.now
  let api = initial
  type Lookup = { promise: Promise<readonly number[]>; failedAt?: number }
  let lookup: Lookup | undefined

  const supported = (current: BlockchainApiRpc): Promise<readonly number[]> => {
    if (current.chainIds) return Promise.resolve(current.chainIds)
    if (lookup?.failedAt !== undefined && now() - lookup.failedAt >= SUPPORTED_CHAINS_RETRY_MS) lookup = undefined
    if (!lookup) {
      const entry: Lookup = { promise: Promise.resolve([]) }
      const url = new URL('/v1/supported-chains', current.url)
      url.searchParams.set('projectId', current.projectId)
      entry.promise = doFetch(url.toString(), { signal: AbortSignal.timeout(SUPPORTED_CHAINS_TIMEOUT_MS) })
        .then(async (response) => {
          if (!response.ok) throw new Error(`supported-chains answered ${response.status}`)
          return parseSupportedChains(await response.json())
        })
        .catch(() => {
          entry.failedAt = now()
          return []
        })
      lookup = entry
    }
    return lookup.promise
  }

  return {
    get api() {
      return api
    },
    set(next) {
      api = next
      lookup = undefined
    },
    async hostUrlFor(network) {
      const current = api
      if (!current) return undefined
      const chainId = chainIdOf(network)
      return (await supported(current)).includes(chainId) ? blockchainApiRpcUrl(current, chainId) : undefined
    },
  }
}
