import { keccak_256 } from '@noble/hashes/sha3.js'

const HEX40 = /^0x[0-9a-fA-F]{40}$/
const encoder = /* @__PURE__ */ new TextEncoder()

/** EIP-55 mixed-case checksum of a 20-byte hex address. Input must already be 0x + 40 hex. */
export function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase()
  const hash = keccak_256(encoder.encode(lower))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 0xf
    out += nibble >= 8 ? (lower[i] as string).toUpperCase() : (lower[i] as string)
  }
  return out
}

/**
 * 40 hex characters after 0x. All-lower and all-upper forms carry no checksum and are accepted; a mixed-case
 * address claims a checksum, so it must match EIP-55.
 */
export function isEvmAddress(address: string): boolean {
  if (!HEX40.test(address)) return false
  const body = address.slice(2)
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true
  return toChecksumAddress(address) === address
}
