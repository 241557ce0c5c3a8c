// Loaded (dynamic import) on the first Solana send from the embedded wallet: Solana's wire format, the System and
// Token instructions and the associated-token-account derivation come from @solana/kit and Solana's program clients.

import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  type BlockhashLifetimeConstraint,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintDecoder,
  getMintSize,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'

/** The latest blockhash as the RPC's getLatestBlockhash answers it. */
export interface Lifetime {
  blockhash: string
  lastValidBlockHeight: number | bigint
}

/**
 * A legacy transaction whose only signer is the fee payer, in wire format (base64): its signature slot is left empty
 * (zeros) for the frame, which signs exactly these bytes.
 */
function wireTransaction(payer: Address, instructions: readonly Instruction[], lifetime: Lifetime): string {
  const constraint: BlockhashLifetimeConstraint = {
    blockhash: blockhash(lifetime.blockhash),
    lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight),
  }
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(constraint, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

/** One System transfer of `lamports` from `from` (fee payer and sole signer) to `to`. */
export function solTransfer(from: string, to: string, lamports: bigint, lifetime: Lifetime): string {
  const source = createNoopSigner(address(from))
  const instruction = getTransferSolInstruction({ source, destination: address(to), amount: lamports })
  return wireTransaction(source.address, [instruction], lifetime)
}

/**
 * An SPL transfer from the owner's associated token account to the recipient's, which is created first when missing
 * (the owner pays its rent): CreateIdempotent, then TransferChecked (the amount checked against the mint's decimals).
 */
export async function splTransfer(
  from: string,
  to: string,
  token: string,
  amount: bigint,
  decimals: number,
  lifetime: Lifetime,
): Promise<string> {
  const owner = createNoopSigner(address(from))
  const recipient = address(to)
  const mint = address(token)
  const tokenProgram = TOKEN_PROGRAM_ADDRESS
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: owner.address, tokenProgram, mint }),
    findAssociatedTokenPda({ owner: recipient, tokenProgram, mint }),
  ])
  const instructions = [
    getCreateAssociatedTokenIdempotentInstruction({ payer: owner, ata: destination, owner: recipient, mint }),
    getTransferCheckedInstruction({ source, mint, destination, authority: owner, amount, decimals }),
  ]
  return wireTransaction(owner.address, instructions, lifetime)
}

/** The decimals of an initialised mint account's data; undefined for data that is no mint. */
export function mintDecimals(data: Uint8Array): number | undefined {
  if (data.length !== getMintSize()) return undefined
  const mint = getMintDecoder().decode(data)
  return mint.isInitialized ? mint.decimals : undefined
}
