import { PorticoError } from '@portico/common'
import { base58 } from '@scure/base'
import { legacyTransaction } from './solana-message'

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

/** One System Transfer from `from` (the fee payer and sole signer) to `to`, as a legacy wire-format transaction. */
export function solTransfer(from: string, to: string, lamports: bigint, blockhash: string): string {
  const fromKey = publicKeyBytes(from, 'from')
  const data = new Uint8Array(12)
  new DataView(data.buffer).setUint32(0, SYSTEM_TRANSFER, true)
  data.set(u64(lamports), 4)
  const keys = [
    { pubkey: fromKey, isSigner: true, isWritable: true },
    { pubkey: publicKeyBytes(to, 'to'), isSigner: false, isWritable: true },
  ]
  return legacyTransaction(fromKey, [{ programId: SYSTEM_PROGRAM, keys, data }], blockhash)
}
