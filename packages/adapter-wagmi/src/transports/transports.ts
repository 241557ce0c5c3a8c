import type { CaipNetwork } from '@portico/common'
import {
  type EIP1193RequestFn,
  type EIP1193RequestOptions,
  fallback,
  http,
  type Transport,
  createTransport as viemTransport,
} from 'viem'
import { chainIdOf } from '../networks/chains'
import { type ApiRoute, type BlockchainApiRpc, blockchainApiRpcUrl } from './api-route'
import { FALLBACK_TRANSPORT_CONFIG, HTTP_TRANSPORT_CONFIG } from './settings'

export { type BlockchainApiRpc, blockchainApiRpcUrl } from './api-route'

export interface TransportOptions {
  blockchainApi?: BlockchainApiRpc
}

/** RPC URLs in the order tried: the blockchain API (when it serves the chain), then the network's own. */
export function rpcUrlsFor(network: CaipNetwork, options: TransportOptions = {}): string[] {
  const host = hostUrlOf(network, options)
  const own = [...network.rpcUrls.default.http]
  return host ? [host, ...own] : own
}

function hostUrlOf(network: CaipNetwork, options: TransportOptions): string | undefined {
  const chainId = chainIdOf(network)
  const api = options.blockchainApi
  return api?.chainIds?.includes(chainId) ? blockchainApiRpcUrl(api, chainId) : undefined
}

/** One transport per chain: http for a single URL, a ranked fallback across several (§9). */
export function createTransport(network: CaipNetwork, options: TransportOptions = {}): Transport {
  return transportFor(hostUrlOf(network, options), [...network.rpcUrls.default.http])
}

// Inside a fallback the retries are the outer fallback's (viem gives inner transports retryCount 0), so a failing
// URL hands over to the next one at once instead of retrying on its own first.
const { retryCount: _httpRetries, ...INNER_HTTP } = HTTP_TRANSPORT_CONFIG
// A nested fallback does not take the outer one's retryCount 0 as http does: it is said explicitly.
const INNER_FALLBACK = { ...FALLBACK_TRANSPORT_CONFIG, retryCount: 0 }
const { rank: _rank, ...HOST_FIRST } = FALLBACK_TRANSPORT_CONFIG

/** The network's own URLs: http for one, a ranked fallback across several (§9). */
function ownTransport(urls: readonly string[], nested: boolean): Transport {
  const [only] = urls
  if (urls.length === 1 && only) return http(only, nested ? INNER_HTTP : HTTP_TRANSPORT_CONFIG)
  return fallback(
    urls.map((url) => http(url, INNER_HTTP)),
    nested ? INNER_FALLBACK : FALLBACK_TRANSPORT_CONFIG,
  )
}

/**
 * With a blockchain-API host in front: the host first, always, then the network's own URLs (ranked among
 * themselves) when the host fails. The host is not ranked against them: a nearer node answering faster must not
 * take a supported chain's traffic away from the host (§7).
 */
function transportFor(host: string | undefined, own: readonly string[]): Transport {
  if (!host) return ownTransport(own, false)
  if (own.length === 0) return http(host, HTTP_TRANSPORT_CONFIG)
  return fallback([http(host, INNER_HTTP), ownTransport(own, true)], HOST_FIRST)
}

export function createTransports(
  networks: readonly CaipNetwork[],
  options: TransportOptions = {},
): Record<number, Transport> {
  return Object.fromEntries(
    networks.filter((n) => n.chainNamespace === 'eip155').map((n) => [chainIdOf(n), createTransport(n, options)]),
  )
}

/**
 * A chain's transport when the blockchain-API host is known only later (createAppKit's apiUrl) or its supported
 * chains come from the host itself: each request asks the route whether the host serves the chain, then goes through
 * the §9 http / fallback transport built for that answer (built once each, so batching, retries and ranking are
 * viem's). Retries are left to that inner transport.
 */
export function routedTransport(network: CaipNetwork, route: ApiRoute): Transport {
  return (params) => {
    const own = [...network.rpcUrls.default.http]
    const built = new Map<string, ReturnType<Transport>>()
    const transportOf = (host: string | undefined) => {
      const key = host ?? ''
      let transport = built.get(key)
      if (!transport) {
        transport = transportFor(host, own)(params)
        built.set(key, transport)
      }
      return transport
    }
    return viemTransport({
      key: 'portico-rpc',
      name: 'Portico RPC',
      type: 'portico-rpc',
      retryCount: 0,
      // The inner transport's request has the very same signature; only its generic parameters need restating.
      request: (async (args: { method: string; params?: unknown }, options?: EIP1193RequestOptions) =>
        transportOf(await route.hostUrlFor(network)).request(args, options)) as EIP1193RequestFn,
    })
  }
}

export function createRoutedTransports(networks: readonly CaipNetwork[], route: ApiRoute): Record<number, Transport> {
  return Object.fromEntries(
    networks.filter((n) => n.chainNamespace === 'eip155').map((n) => [chainIdOf(n), routedTransport(n, route)]),
  )
}
