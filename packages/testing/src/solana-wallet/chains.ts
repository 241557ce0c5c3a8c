/** Wallet Standard chain ids for Solana clusters. */
export const SOLANA_CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
export type SolanaChain = (typeof SOLANA_CHAINS)[number]

export const SOLANA_WALLET_FEATURES = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

/** Methods that ask the user; a '*' behaviour applies to these. */
export const SOLANA_CONSENT_METHODS = ['connect', 'signMessage', 'signTransaction', 'signAndSendTransaction'] as const
export type SolanaWalletMethod = (typeof SOLANA_CONSENT_METHODS)[number] | 'disconnect'
