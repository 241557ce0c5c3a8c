import { blake2b } from '@noble/hashes/blake2.js'
import { base58 } from '@scure/base'

const SS58_PREFIX = /* @__PURE__ */ new TextEncoder().encode('SS58PRE')

/**
 * SS58: a 1- or 2-byte network prefix, a 32-byte account id and a 2-byte checksum, base58 encoded. The checksum is
 * the first two bytes of blake2b-512('SS58PRE' || prefix || account id).
 */
export function isPolkadotAddress(address: string): boolean {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    return false
  }
  const first = bytes[0]
  if (first === undefined || first > 127) return false
  const prefixLength = first < 64 ? 1 : 2
  if (bytes.length !== prefixLength + 32 + 2) return false
  const body = bytes.subarray(0, bytes.length - 2)
  const input = new Uint8Array(SS58_PREFIX.length + body.length)
  input.set(SS58_PREFIX)
  input.set(body, SS58_PREFIX.length)
  const hash = blake2b(input, { dkLen: 64 })
  return hash[0] === bytes[bytes.length - 2] && hash[1] === bytes[bytes.length - 1]
}
