import type { ChainConfig } from '../server/options'

/** The all-zero-ish address price tables use for a chain's native coin. */
export const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Static USD prices by symbol: the dev price source. A real deployment swaps this table for a feed. */
export const STATIC_PRICES_USD: Record<string, number> = {
  ETH: 3000,
  WETH: 3000,
  USDC: 1,
  USDT: 1,
  DAI: 1,
  WBTC: 60_000,
  POL: 0.5,
  BNB: 600,
  SOL: 150,
}

export interface PricedToken {
  name: string
  symbol: string
  decimals: number
  price: number
}

/** caip-10 (lower case) → token with price, for the native coins and configured tokens of every chain. */
export function priceTable(chains: readonly ChainConfig[]): Map<string, PricedToken> {
  const table = new Map<string, PricedToken>()
  for (const chain of chains) {
    const symbol = chain.nativeSymbol ?? 'ETH'
    table.set(`eip155:${chain.chainId}:${NATIVE_TOKEN}`, {
      name: chain.nativeName ?? 'Ether',
      symbol,
      decimals: 18,
      price: STATIC_PRICES_USD[symbol] ?? 0,
    })
    for (const token of [...(chain.tokens ?? []), ...(chain.swap?.tokens ?? [])]) {
      table.set(`eip155:${chain.chainId}:${token.address.toLowerCase()}`, {
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        price: token.priceUsd ?? STATIC_PRICES_USD[token.symbol] ?? 0,
      })
    }
  }
  return table
}
