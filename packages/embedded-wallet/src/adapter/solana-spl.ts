import { base58 } from '@scure/base'
import type { Instruction } from './solana-message'
import { findProgramAddress } from './solana-pda'

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const ASSOCIATED_TOKEN_PROGRAM = base58.decode('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
const TOKEN = base58.decode(TOKEN_PROGRAM)
const SYSTEM_PROGRAM = new Uint8Array(32)
/** Associated Token Account program's CreateIdempotent, the Token program's TransferChecked. */
const CREATE_IDEMPOTENT = 1
const TRANSFER_CHECKED = 12

export function associatedTokenAddress(owner: Uint8Array, mint: Uint8Array): Promise<Uint8Array> {
  return findProgramAddress([owner, TOKEN, mint], ASSOCIATED_TOKEN_PROGRAM)
}

/** Decimals of a mint account (byte 44 of the 82-byte Mint layout, its initialised flag at 45). */
export function mintDecimals(data: Uint8Array): number | undefined {
  return data.length === 82 && data[45] === 1 ? data[44] : undefined
}

/**
 * An SPL transfer from the owner's associated token account to the recipient's, which is created first when missing
 * (the owner pays its rent): CreateIdempotent, then TransferChecked (the amount checked against the mint's decimals).
 */
export async function splTransferInstructions(
  owner: Uint8Array,
  to: Uint8Array,
  mint: Uint8Array,
  amount: bigint,
  decimals: number,
): Promise<Instruction[]> {
  const [source, destination] = await Promise.all([
    associatedTokenAddress(owner, mint),
    associatedTokenAddress(to, mint),
  ])
  const data = new Uint8Array(10)
  data[0] = TRANSFER_CHECKED
  new DataView(data.buffer).setBigUint64(1, amount, true)
  data[9] = decimals
  const readonly = (pubkey: Uint8Array) => ({ pubkey, isSigner: false, isWritable: false })
  return [
    {
      programId: ASSOCIATED_TOKEN_PROGRAM,
      keys: [
        { pubkey: owner, isSigner: true, isWritable: true },
        { pubkey: destination, isSigner: false, isWritable: true },
        readonly(to),
        readonly(mint),
        readonly(SYSTEM_PROGRAM),
        readonly(TOKEN),
      ],
      data: Uint8Array.from([CREATE_IDEMPOTENT]),
    },
    {
      programId: TOKEN,
      keys: [
        { pubkey: source, isSigner: false, isWritable: true },
        readonly(mint),
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: owner, isSigner: true, isWritable: false },
      ],
      data,
    },
  ]
}
