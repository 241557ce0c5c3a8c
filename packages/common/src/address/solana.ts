import { base58 } from '@scure/base'

/** A Solana address is a base58 encoding of a 32-byte public key. */
export function isSolanaAddress(address: string): boolean {
  if (address.length < 32 || address.length > 44) return false
  try {
    return base58.decode(address).length === 32
  } catch {
    return false
  }
}
