import { type CaipNetworkId, formatCaipNetworkId } from '../caip/caip'
import type { ChainNamespace } from '../caip/namespaces'

export const UNKNOWN_NETWORK_NAME = 'Unknown Network'

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

export interface RpcUrls {
  http: readonly string[]
  webSocket?: readonly string[]
}

export interface BlockExplorer {
  name: string
  url: string
}

/** A network in CAIP style (§3). `id` is the chain reference: a number for EVM, a string otherwise. */
export interface CaipNetwork<N extends ChainNamespace = ChainNamespace> {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: N
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: RpcUrls; [name: string]: RpcUrls }
  blockExplorers?: { default: BlockExplorer; [name: string]: BlockExplorer }
  assets?: { imageId?: string; imageUrl?: string }
  testnet?: boolean
}

export type NetworkDefinition<N extends ChainNamespace = ChainNamespace> = Omit<CaipNetwork<N>, 'caipNetworkId'>

/** Validates the id for its namespace and derives the CAIP-2 network id. */
export function defineNetwork<N extends ChainNamespace>(network: NetworkDefinition<N>): CaipNetwork<N> {
  return { ...network, caipNetworkId: formatCaipNetworkId(network.chainNamespace, network.id) }
}

/** Same network, other RPC endpoint (local chains, self-hosted nodes). */
export function withRpcUrl<N extends ChainNamespace>(network: CaipNetwork<N>, ...http: string[]): CaipNetwork<N> {
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { http } } }
}

export function findNetwork(
  networks: readonly CaipNetwork[],
  caipNetworkId: string | undefined,
): CaipNetwork | undefined {
  return networks.find((n) => n.caipNetworkId === caipNetworkId)
}

/** Display name, or 'Unknown Network' for an id that is not among the app's networks (§9). */
export function networkName(networks: readonly CaipNetwork[], caipNetworkId: string | undefined): string {
  return findNetwork(networks, caipNetworkId)?.name ?? UNKNOWN_NETWORK_NAME
}
