import type { ChainAdapter } from '@portico/core'
import { createWalletBase, type EmbeddedWalletOptions, type LoadedWallet } from './wallet-base'

export interface EmbeddedSolanaWallet extends LoadedWallet<'solana'> {
  adapters: [ChainAdapter<'solana'>]
  providers: { solana: object }
}

/**
 * The embedded wallet's Solana side alone, for an app whose EVM side is another adapter (wagmi's): the same sign-in,
 * connector and sends, and nothing of the eip155 side. Not one module of it reaches viem, so a wagmi app's bundler
 * keeps viem's modules in the app's entry, where they are (lazy-wallet.ts says why that matters).
 */
export function createEmbeddedSolanaWallet(options: EmbeddedWalletOptions): EmbeddedSolanaWallet {
  const base = createWalletBase(options)
  const solana = base.solana()
  return {
    session: base.session,
    adapters: [solana.adapter],
    providers: { solana: solana.provider },
    onAuthUser: base.onAuthUser,
  }
}
