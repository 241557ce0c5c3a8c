import { base58, base64 } from '@scure/base'

export interface AccountMeta {
  pubkey: Uint8Array
  isSigner: boolean
  isWritable: boolean
}

export interface Instruction {
  programId: Uint8Array
  keys: AccountMeta[]
  data: Uint8Array
}

/** Solana's compact-u16 length prefix. */
function shortVec(value: number): number[] {
  const out: number[] = []
  let rest = value
  for (;;) {
    const byte = rest & 0x7f
    rest >>= 7
    if (rest === 0) return [...out, byte]
    out.push(byte | 0x80)
  }
}

/** The legacy message's account order: signers (writable, then read-only), then the rest (writable, then read-only). */
const rank = (meta: AccountMeta) => (meta.isSigner ? 0 : 2) + (meta.isWritable ? 0 : 1)

/**
 * A legacy wire-format transaction whose only signer is the fee payer, its signature slot empty for the frame to
 * fill. Accounts named twice are merged (signer or writable if either use is); program ids are read-only accounts.
 */
export function legacyTransaction(payer: Uint8Array, instructions: readonly Instruction[], blockhash: string): string {
  const metas = new Map<string, AccountMeta>()
  const add = (meta: AccountMeta) => {
    const key = base58.encode(meta.pubkey)
    const known = metas.get(key)
    metas.set(key, {
      pubkey: meta.pubkey,
      isSigner: meta.isSigner || (known?.isSigner ?? false),
      isWritable: meta.isWritable || (known?.isWritable ?? false),
    })
  }
  add({ pubkey: payer, isSigner: true, isWritable: true })
  for (const instruction of instructions) {
    for (const meta of instruction.keys) add(meta)
    add({ pubkey: instruction.programId, isSigner: false, isWritable: false })
  }
  // Array.prototype.sort is stable: the payer stays first among the writable signers.
  const accounts = [...metas.values()].sort((a, b) => rank(a) - rank(b))
  const index = new Map(accounts.map((meta, i) => [base58.encode(meta.pubkey), i]))
  const at = (key: Uint8Array) => index.get(base58.encode(key)) as number
  const signers = accounts.filter((meta) => meta.isSigner)
  const message = [
    signers.length,
    signers.filter((meta) => !meta.isWritable).length,
    accounts.filter((meta) => !meta.isSigner && !meta.isWritable).length,
    ...shortVec(accounts.length),
    ...accounts.flatMap((meta) => [...meta.pubkey]),
    ...base58.decode(blockhash),
    ...shortVec(instructions.length),
    ...instructions.flatMap((instruction) => [
      at(instruction.programId),
      ...shortVec(instruction.keys.length),
      ...instruction.keys.map((meta) => at(meta.pubkey)),
      ...shortVec(instruction.data.length),
      ...instruction.data,
    ]),
  ]
  return base64.encode(
    Uint8Array.from([...shortVec(signers.length), ...new Uint8Array(64 * signers.length), ...message]),
  )
}
