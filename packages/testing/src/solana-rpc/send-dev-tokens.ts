import {
  Connection,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  associatedTokenAddress,
  devKeypair,
  SOLANA_DEV_TOKEN,
  type SolanaDevAccount,
  TOKEN_PROGRAM_ID,
} from './dev-accounts'

const meta = (address: string | PublicKey, isWritable: boolean, isSigner = false) => ({
  pubkey: new PublicKey(address),
  isSigner,
  isWritable,
})

/**
 * Funds an address with the dev token (PUSD) from a dev account over the local service's RPC, as a wallet would:
 * the recipient's associated token account created if missing, then a TransferChecked. For specs whose account is
 * not a dev account (e.g. the embedded wallet's). Resolves once confirmed.
 */
export async function sendDevTokens(rpcUrl: string, from: SolanaDevAccount, to: string, units: bigint) {
  const mint = SOLANA_DEV_TOKEN.mint
  const destination = associatedTokenAddress(to, mint)
  const create = new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      meta(from.address, true, true),
      meta(destination, true),
      meta(to, false),
      meta(mint, false),
      meta(SystemProgram.programId, false),
      meta(TOKEN_PROGRAM_ID, false),
    ],
    data: Buffer.from([1]),
  })
  const data = Buffer.alloc(10)
  data.writeUInt8(12, 0)
  data.writeBigUInt64LE(units, 1)
  data.writeUInt8(SOLANA_DEV_TOKEN.decimals, 9)
  const transfer = new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      meta(associatedTokenAddress(from.address, mint), true),
      meta(mint, false),
      meta(destination, true),
      meta(from.address, false, true),
    ],
    data,
  })
  const connection = new Connection(rpcUrl, 'confirmed')
  return sendAndConfirmTransaction(connection, new Transaction().add(create, transfer), [devKeypair(from)])
}
