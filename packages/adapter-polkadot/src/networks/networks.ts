import type { CaipNetwork } from '@portico/common'
import { polkadot, westend } from '@portico/common/networks'

/** SS58 prefixes of the networks we know; any other network gets the generic 42. */
const SS58: Record<string, number> = {
  [polkadot.caipNetworkId]: 0,
  [westend.caipNetworkId]: 42,
}

export function ss58FormatOf(network: CaipNetwork | undefined): number {
  return network ? (SS58[network.caipNetworkId] ?? 42) : 0
}

/** A polkadot CAIP-2 reference is the first 32 hex characters of the genesis hash. */
export function genesisPrefixOf(network: CaipNetwork): string {
  return `0x${String(network.id)}`
}
