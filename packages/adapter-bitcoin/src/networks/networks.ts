import type { CaipNetwork, CaipNetworkId } from '@portico/common'
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '@portico/common/networks'
import { networks as btcNetworks, type Network } from 'bitcoinjs-lib'

export type BitcoinNetworkName = 'mainnet' | 'testnet' | 'regtest'

/** The three bip122 networks of @portico/common, keyed by the name wallets use. */
export const BITCOIN_NETWORKS: Record<BitcoinNetworkName, CaipNetwork> = {
  mainnet: bitcoin,
  testnet: bitcoinTestnet,
  regtest: bitcoinRegtest,
}

const LIB_NETWORKS: Record<BitcoinNetworkName, Network> = {
  mainnet: btcNetworks.bitcoin,
  testnet: btcNetworks.testnet,
  regtest: btcNetworks.regtest,
}

/** sats-connect's network names (wallet_changeNetwork / wallet_getNetwork). */
export const SATS_NETWORK_NAMES: Record<BitcoinNetworkName, string> = {
  mainnet: 'Mainnet',
  testnet: 'Testnet',
  regtest: 'Regtest',
}

export function networkNameOf(caipNetworkId: CaipNetworkId | string): BitcoinNetworkName | undefined {
  return (Object.keys(BITCOIN_NETWORKS) as BitcoinNetworkName[]).find(
    (name) => BITCOIN_NETWORKS[name].caipNetworkId === caipNetworkId,
  )
}

export function libNetwork(name: BitcoinNetworkName): Network {
  return LIB_NETWORKS[name]
}

/**
 * The network an address belongs to, from its prefix: bc1/1/3 mainnet, bcrt1 regtest, tb1/m/n/2 testnet. Legacy
 * testnet and regtest addresses share prefixes; `hint` (the app's current network) decides between them.
 */
export function networkOfAddress(address: string, hint?: BitcoinNetworkName): BitcoinNetworkName | undefined {
  const lower = address.toLowerCase()
  if (lower.startsWith('bcrt1')) return 'regtest'
  if (lower.startsWith('bc1') || /^[13]/.test(address)) return 'mainnet'
  if (lower.startsWith('tb1')) return 'testnet'
  if (/^[mn2]/.test(address)) return hint === 'regtest' ? 'regtest' : 'testnet'
  return undefined
}
