import { createSolanaAdapter, type SolanaAdapter } from '@portico/adapter-solana'
import type { CaipNetwork } from '@portico/common'
import { solanaLocalnet } from '@portico/common/networks'
import { SOLANA_DEV_TOKEN } from '@portico/testing/solana-wallet'
import { devStack } from '../../stack'

interface SolanaUrls {
  http: string
  ws: string
}

/** The dev stack's LiteSVM service: HTTP JSON-RPC and its WebSocket (undefined when Vite runs on its own). */
export const localSolana = devStack?.solana as SolanaUrls | undefined

/**
 * Localnet on the dev stack's service, marked as not a testnet like the anvil chains: §9 shows no balances on
 * testnets, and the lab's modal shows (and sends from) the real balances of the local ledger.
 */
export const localnet: CaipNetwork<'solana'> = {
  ...solanaLocalnet,
  testnet: false,
  ...(localSolana ? { rpcUrls: { default: { http: [localSolana.http], webSocket: [localSolana.ws] } } } : {}),
}

/** The Solana adapter over the given networks, naming the dev stack's SPL mint (PUSD) in token balances. */
export function labSolanaAdapter(networks: readonly CaipNetwork[]): SolanaAdapter {
  return createSolanaAdapter({
    networks: networks as CaipNetwork<'solana'>[],
    tokens: [{ mint: SOLANA_DEV_TOKEN.mint, symbol: SOLANA_DEV_TOKEN.symbol, name: SOLANA_DEV_TOKEN.name }],
  })
}

export { SOLANA_DEV_TOKEN }
