import { isCaipNetworkId } from '../caip/caip'
import { isChainNamespace } from '../caip/namespaces'
import { type BlockExplorer, type CaipNetwork, defineNetwork, type NativeCurrency, type RpcUrls } from './define'

/**
 * What createAppKit's `networks` and `defaultNetwork` accept: our CaipNetwork, a viem `Chain` (no namespace: EVM),
 * or AppKit's network object (a `chainNamespace`, maybe a `caipNetworkId`). Typed by shape so nothing here imports
 * viem or AppKit.
 */
export interface NetworkLike {
  id: number | string
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: RpcUrls; [name: string]: RpcUrls }
  blockExplorers?: { default: BlockExplorer; [name: string]: BlockExplorer }
  chainNamespace?: string
  caipNetworkId?: string
  assets?: { imageId?: string; imageUrl?: string }
  testnet?: boolean
}

/**
 * One CaipNetwork from any accepted shape. A network already in our shape is returned as it is (the same object, so
 * identity checks keep working); otherwise only our fields are kept (a viem chain's contracts and formatters are the
 * EVM adapter's business, not the network list's). Throws when the id does not fit the namespace.
 */
export function toCaipNetwork(network: NetworkLike): CaipNetwork {
  const namespace = network.chainNamespace ?? 'eip155'
  if (!isChainNamespace(namespace)) throw new TypeError(`Unsupported chain namespace: ${namespace}`)
  if (network.caipNetworkId === `${namespace}:${network.id}` && isCaipNetworkId(network.caipNetworkId)) {
    // Checked just above: the namespace is ours and the CAIP id is valid and agrees with id and namespace.
    return network as CaipNetwork
  }
  const normalized = defineNetwork({
    id: network.id,
    chainNamespace: namespace,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls,
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.assets ? { assets: network.assets } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  })
  // An AppKit object carries its own CAIP id; one that disagrees with its id and namespace is a mistake to surface.
  if (network.caipNetworkId !== undefined && network.caipNetworkId !== normalized.caipNetworkId) {
    throw new TypeError(`caipNetworkId ${network.caipNetworkId} does not match ${normalized.caipNetworkId}`)
  }
  return normalized
}

export function toCaipNetworks(networks: readonly NetworkLike[]): CaipNetwork[] {
  return networks.map(toCaipNetwork)
}
