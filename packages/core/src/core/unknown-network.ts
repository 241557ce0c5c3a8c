import { type CaipNetwork, type CaipNetworkId, parseCaipNetworkId, UNKNOWN_NETWORK_NAME } from '@portico/common'

/**
 * §9: the network a wallet moved to that is none of the app's. The app's state follows the wallet (the network
 * button, useAppKitNetwork) and names it "Unknown Network"; it has no RPC of its own, so nothing is fetched from it.
 */
export function unknownNetwork(caipNetworkId: CaipNetworkId, like: CaipNetwork | undefined): CaipNetwork {
  const { namespace, chainId } = parseCaipNetworkId(caipNetworkId)
  const numeric = namespace === 'eip155' && /^\d+$/.test(chainId)
  return {
    id: numeric ? Number(chainId) : chainId,
    caipNetworkId,
    chainNamespace: namespace,
    name: UNKNOWN_NETWORK_NAME,
    // The currency of the namespace's networks is the best guess for a display; the balance is not fetched.
    nativeCurrency: like?.nativeCurrency ?? { name: '', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
}

/** Whether a network is one the app configured (an unknown one must not be asked of a wallet on connect). */
export const isConfigured = (networks: readonly CaipNetwork[], network: CaipNetwork | undefined) =>
  network !== undefined && networks.some((n) => n.caipNetworkId === network.caipNetworkId)
