import { address as btcAddress } from 'bitcoinjs-lib'
import { type BitcoinNetworkName, libNetwork, networkOfAddress } from '../networks/networks'

/**
 * Full check of a Bitcoin address (base58check or bech32/bech32m checksum, version and program length) without
 * building its output script, so no elliptic-curve library has to be loaded.
 */
export function isBitcoinAddress(address: unknown, network?: BitcoinNetworkName): address is string {
  if (typeof address !== 'string') return false
  const name = network ?? networkOfAddress(address)
  if (!name) return false
  const net = libNetwork(name)
  try {
    const decoded = btcAddress.fromBech32(address)
    if (decoded.prefix !== net.bech32) return false
    if (decoded.version === 0) return decoded.data.length === 20 || decoded.data.length === 32
    return decoded.version === 1 ? decoded.data.length === 32 : decoded.version <= 16
  } catch {
    // not bech32: try base58check below
  }
  try {
    const decoded = btcAddress.fromBase58Check(address)
    return decoded.hash.length === 20 && (decoded.version === net.pubKeyHash || decoded.version === net.scriptHash)
  } catch {
    return false
  }
}

/** The address type, from which the §3 purpose follows: taproot holds ordinals, everything else pays. */
export function isTaprootAddress(address: string): boolean {
  try {
    return btcAddress.fromBech32(address).version === 1
  } catch {
    return false
  }
}
