import { createHash } from 'node:crypto'
import { Keypair, PublicKey } from '@solana/web3.js'

/** Seeds are public on purpose: these keys guard nothing but a local in-memory ledger. */
function keypairFromLabel(label: string): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(`portico-dev-solana:${label}`).digest())
}

export interface SolanaDevAccount {
  /** Base58 public key. */
  address: string
  /** 64-byte secret key (seed followed by public key), as @solana/web3.js Keypair.fromSecretKey takes it. */
  secretKey: Uint8Array
}

export const SOLANA_DEV_ACCOUNT_COUNT = 10
/** SOL each dev account holds at start. */
export const SOLANA_DEV_BALANCE_SOL = 1_000

export const SOLANA_DEV_ACCOUNTS: readonly SolanaDevAccount[] = Array.from(
  { length: SOLANA_DEV_ACCOUNT_COUNT },
  (_, i) => {
    const keypair = keypairFromLabel(`account:${i}`)
    return { address: keypair.publicKey.toBase58(), secretKey: keypair.secretKey }
  },
)

export { SOLANA_DEV_TOKEN } from './dev-token'

export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/** The associated token account of `owner` for `mint`. */
export function associatedTokenAddress(owner: string, mint: string): string {
  return PublicKey.findProgramAddressSync(
    [new PublicKey(owner).toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), new PublicKey(mint).toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[0].toBase58()
}

export function devKeypair(account: SolanaDevAccount): Keypair {
  return Keypair.fromSecretKey(account.secretKey)
}
