import type { CaipNetwork } from '@portico/common'
import { fallback, http, type Transport } from 'viem'
import { chainIdOf } from '../networks/chains'
import { FALLBACK_TRANSPORT_CONFIG, HTTP_TRANSPORT_CONFIG } from './settings'

/** The blockchain-API host serves JSON-RPC only for the chains it lists; others use their own RPC URLs. */
export interface BlockchainApiRpc {
  /** e.g. 'http://127.0.0.1:4000' (a self-hosted apps/api). */
  url: string
  projectId: string
  /** Chain ids (numbers) the host supports. */
  chainIds: readonly number[]
}

export interface TransportOptions {
  blockchainApi?: BlockchainApiRpc
}

export function blockchainApiRpcUrl(api: BlockchainApiRpc, chainId: number): string {
  const url = new URL('/v1', api.url)
  url.searchParams.set('chainId', `eip155:${chainId}`)
  url.searchParams.set('projectId', api.projectId)
  return url.toString()
}

/** RPC URLs in the order tried: the blockchain API (when it serves the chain), then the network's own. */
export function rpcUrlsFor(network: CaipNetwork, options: TransportOptions = {}): string[] {
  const chainId = chainIdOf(network)
  const own = [...network.rpcUrls.default.http]
  const api = options.blockchainApi
  return api?.chainIds.includes(chainId) ? [blockchainApiRpcUrl(api, chainId), ...own] : own
}

/** One transport per chain: http for a single URL, a ranked fallback across several (§9). */
export function createTransport(network: CaipNetwork, options: TransportOptions = {}): Transport {
  const urls = rpcUrlsFor(network, options)
  const [only] = urls
  if (urls.length === 1 && only) return http(only, HTTP_TRANSPORT_CONFIG)
  // Inside a fallback the retries are the fallback's (viem gives inner transports retryCount 0), so a failing URL
  // hands over to the next one at once instead of retrying on its own first.
  const { retryCount: _retries, ...inner } = HTTP_TRANSPORT_CONFIG
  return fallback(
    urls.map((url) => http(url, inner)),
    FALLBACK_TRANSPORT_CONFIG,
  )
}

export function createTransports(
  networks: readonly CaipNetwork[],
  options: TransportOptions = {},
): Record<number, Transport> {
  return Object.fromEntries(
    networks.filter((n) => n.chainNamespace === 'eip155').map((n) => [chainIdOf(n), createTransport(n, options)]),
  )
}
