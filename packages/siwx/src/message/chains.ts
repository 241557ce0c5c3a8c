import type { ChainNamespace } from '@portico/common'

// The account label in the first line of each namespace's CAIP-122 form ("… sign in with your Solana account:").
// eip155 uses EIP-4361 exactly, which names Ethereum for every EVM chain.
export const ACCOUNT_LABELS: Partial<Record<ChainNamespace, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}
