import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m, createBase58check } from '@scure/base'

// Version bytes of P2PKH / P2SH base58check addresses on mainnet (0x00, 0x05) and testnet/regtest (0x6f, 0xc4).
const BASE58_VERSIONS = [0x00, 0x05, 0x6f, 0xc4]
const SEGWIT_PREFIXES = ['bc', 'tb', 'bcrt']

function isBech32Address(address: string): boolean {
  const lower = address.toLowerCase()
  if (address !== lower && address !== address.toUpperCase()) return false
  for (const coder of [bech32, bech32m]) {
    try {
      const { prefix, words } = coder.decode(lower as `${string}1${string}`, 90)
      if (!SEGWIT_PREFIXES.includes(prefix) || words.length === 0) continue
      const version = words[0] as number
      // Witness v0 uses bech32, v1+ bech32m (BIP-350).
      if ((version === 0) !== (coder === bech32) || version > 16) continue
      const program = coder.fromWords(words.slice(1))
      if (program.length < 2 || program.length > 40) continue
      if (version === 0 && program.length !== 20 && program.length !== 32) continue
      return true
    } catch {}
  }
  return false
}

function isBase58CheckAddress(address: string): boolean {
  if (address.length < 26 || address.length > 35) return false
  try {
    const bytes = createBase58check(sha256).decode(address)
    return bytes.length === 21 && BASE58_VERSIONS.includes(bytes[0] as number)
  } catch {
    return false
  }
}

/** Bitcoin (bip122) address: segwit bech32/bech32m or legacy base58check. */
export function isBitcoinAddress(address: string): boolean {
  return isBech32Address(address) || isBase58CheckAddress(address)
}

/** Cosmos accounts are bech32 with a chain-specific prefix and a 20- or 32-byte payload. */
export function isCosmosAddress(address: string): boolean {
  try {
    const { words } = bech32.decode(address as `${string}1${string}`, 90)
    const bytes = bech32.fromWords(words)
    return bytes.length === 20 || bytes.length === 32
  } catch {
    return false
  }
}
