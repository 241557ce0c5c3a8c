import { type CaipNetwork, type CaipNetworkId, formatCaipNetworkId, PorticoError } from '@portico/common'
import type { Chain } from 'viem'

/** The eip155 networks an app configured, as viem chains (wagmi's config needs at least one). */
export function toChains(networks: readonly CaipNetwork[]): readonly [Chain, ...Chain[]] {
  const chains = networks.filter((n) => n.chainNamespace === 'eip155').map(toChain)
  const [first, ...rest] = chains
  if (!first) throw new PorticoError('INVALID_OPTIONS', { params: { reason: 'at least one eip155 network is needed' } })
  return [first, ...rest]
}

/** CaipNetwork already has viem's Chain shape; only the id must be numeric. */
export function toChain(network: CaipNetwork): Chain {
  const id = Number(network.id)
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new PorticoError('INVALID_CHAIN_ID', { params: { value: network.id } })
  return {
    id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls,
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  }
}

export const evmNetworkId = (chainId: number): CaipNetworkId => formatCaipNetworkId('eip155', chainId)

export function chainIdOf(network: CaipNetwork): number {
  return toChain(network).id
}

/** §7 wallet_addEthereumChain parameters: chainId, rpcUrls, chainName, nativeCurrency, blockExplorerUrls. */
export function addChainParameter(network: CaipNetwork) {
  const explorers = network.blockExplorers ? Object.values(network.blockExplorers).map((e) => e.url) : undefined
  return {
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorers?.length ? { blockExplorerUrls: explorers } : {}),
  }
}
