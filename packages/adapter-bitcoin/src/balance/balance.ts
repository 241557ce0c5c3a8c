import { type CaipNetwork, formatUnits, PorticoError } from '@portico/common'
import { toSats } from '../validate/answers'

export type FetchLike = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>

interface EsploraStats {
  funded_txo_sum?: unknown
  spent_txo_sum?: unknown
}

/**
 * Balance from an Esplora-style indexer at the network's first RPC URL (GET /address/{address}: confirmed plus
 * mempool stats). Used only when the wallet cannot tell its own balance.
 */
export async function esploraBalance(fetcher: FetchLike, network: CaipNetwork, address: string): Promise<bigint> {
  const base = network.rpcUrls.default.http[0]
  if (!base) throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE')
  const response = await fetcher(`${base.replace(/\/$/, '')}/address/${encodeURIComponent(address)}`)
  if (!response.ok) throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', { params: { status: response.status } })
  const body = (await response.json()) as { chain_stats?: EsploraStats; mempool_stats?: EsploraStats }
  const sum = (stats: EsploraStats | undefined) =>
    stats ? toSats(stats.funded_txo_sum ?? 0) - toSats(stats.spent_txo_sum ?? 0) : 0n
  return sum(body.chain_stats) + sum(body.mempool_stats)
}

export function formatBtc(sats: bigint, network: CaipNetwork): { balance: string; symbol: string } {
  return { balance: formatUnits(sats, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
