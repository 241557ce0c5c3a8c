import { type ApiClient, getTokenPrice } from '@portico/blockchain-api'
import type { TokenBalance } from '@portico/core'

// How the price service names a network's native coin.
const NATIVE_ADDRESS: Record<string, string> = {
  eip155: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  solana: 'So11111111111111111111111111111111111111112',
}

/** The token's CAIP-10 address as `/v1/fungible/price` takes it; undefined when the namespace has no native name. */
export function priceAddress(token: TokenBalance): string | undefined {
  if (token.address) return token.address
  const native = NATIVE_ADDRESS[token.chainId.split(':')[0] ?? '']
  return native ? `${token.chainId}:${native}` : undefined
}

/**
 * The token's USD price from `/v1/fungible/price`, or undefined: a service that does not price it (or does not serve
 * the call yet) means no USD value is shown, never an error.
 */
export async function usdPrice(api: ApiClient, token: TokenBalance, signal: AbortSignal): Promise<number | undefined> {
  const address = priceAddress(token)
  if (!address) return undefined
  try {
    const { fungibles } = await getTokenPrice(api, { addresses: [address], signal })
    const price = fungibles[0]?.price
    return price !== undefined && Number.isFinite(price) && price > 0 ? price : undefined
  } catch {
    return undefined
  }
}
