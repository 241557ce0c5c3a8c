import { type CaipNetwork, PorticoError } from '@portico/common'
import { solana, solanaDevnet, solanaLocalnet } from '@portico/common/networks'

/** Wallet Standard chain ids (`solana:mainnet`…) for the CAIP-2 Solana networks Portico knows. */
const WALLET_CHAINS: Record<string, `solana:${string}`> = {
  [solana.caipNetworkId]: 'solana:mainnet',
  [solanaDevnet.caipNetworkId]: 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
  [solanaLocalnet.caipNetworkId]: 'solana:localnet',
}

/** The Wallet Standard chain a wallet signs for on this network (unknown clusters count as mainnet-like ids). */
export function walletChainOf(network: CaipNetwork): `solana:${string}` {
  return WALLET_CHAINS[network.caipNetworkId] ?? (network.caipNetworkId as `solana:${string}`)
}

export interface Endpoints {
  http: string
  ws?: string
}

/** The RPC endpoints of a network; a network without one cannot be read from or sent to. */
export function endpointsOf(network: CaipNetwork): Endpoints {
  const http = network.rpcUrls.default.http[0]
  if (!http) throw new PorticoError('NETWORK_UNREACHABLE', { params: { url: '(none)' } })
  const ws = network.rpcUrls.default.webSocket?.[0]
  return ws ? { http, ws } : { http }
}
