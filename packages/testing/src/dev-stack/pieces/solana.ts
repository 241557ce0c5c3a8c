import { type RunningSolanaRpc, startSolanaRpc } from '../../solana-rpc'

/**
 * The local Solana service runs in this process (LiteSVM is a native module, no validator binary exists for this
 * machine); it is ready as soon as it listens, with the dev accounts and the PUSD mint already in its ledger.
 */
export function startSolana(port = 0, accounts?: number): Promise<RunningSolanaRpc> {
  return startSolanaRpc({ port, ...(accounts !== undefined ? { accounts } : {}) })
}
