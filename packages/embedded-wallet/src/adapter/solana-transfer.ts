import { PorticoError } from '@portico/common'
import { base58, base64 } from '@scure/base'

const SYSTEM_PROGRAM = new Uint8Array(32)
/** The System program's Transfer instruction index (u32, little-endian), followed by the lamports as u64. */
const SYSTEM_TRANSFER = 2

/** A base58 public key's 32 bytes; anything else is §8's invalid address. */
export function publicKeyBytes(value: unknown, field: string): Uint8Array {
  try {
    if (typeof value === 'string') {
      const bytes = base58.decode(value)
      if (bytes.length === 32) return bytes
    }
  } catch {}
  throw new PorticoError('INVALID_ADDRESS', { params: { namespace: 'solana', value: `${field}: ${String(value)}` } })
}

const u64 = (value: bigint) => {
  const out = new Uint8Array(8)
  new DataView(out.buffer).setBigUint64(0, value, true)
  return out
}

/**
 * A legacy wire-format transaction with one System Transfer from `from` (fee payer, sole signer) to `to`, its one
 * signature slot empty for the frame to fill. Built by hand: the layout is small and fixed, and the host side then
 * needs no Solana library for a SOL send.
 */
export function solTransfer(from: string, to: string, lamports: bigint, blockhash: string): string {
  const fromKey = publicKeyBytes(from, 'from')
  const toKey = publicKeyBytes(to, 'to')
  const self = base58.encode(fromKey) === base58.encode(toKey)
  const keys = self ? [fromKey, SYSTEM_PROGRAM] : [fromKey, toKey, SYSTEM_PROGRAM]
  const data = new Uint8Array(12)
  new DataView(data.buffer).setUint32(0, SYSTEM_TRANSFER, true)
  data.set(u64(lamports), 4)
  const message = [
    // Header: one signer (the payer), no read-only signer, the System program read-only.
    1,
    0,
    1,
    keys.length,
    ...keys.flatMap((key) => [...key]),
    ...publicKeyBytes(blockhash, 'blockhash'),
    // One instruction: the program's index, the from/to account indexes, the data.
    1,
    keys.length - 1,
    2,
    0,
    self ? 0 : 1,
    data.length,
    ...data,
  ]
  return base64.encode(Uint8Array.from([1, ...new Uint8Array(64), ...message]))
}
