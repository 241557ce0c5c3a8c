export {
  associatedTokenAddress,
  devKeypair,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEV_BALANCE_SOL,
  SOLANA_DEV_TOKEN,
  type SolanaDevAccount,
} from './dev-accounts'
export { LAMPORTS_PER_SOL, SolanaLedger } from './ledger'
export { sendDevTokens } from './send-dev-tokens'
export { type RunningSolanaRpc, type SolanaRpcOptions, startSolanaRpc } from './server'
