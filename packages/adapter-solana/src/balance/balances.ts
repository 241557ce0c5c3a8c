import { type CaipNetwork, formatUnits } from '@portico/common'
import type { TokenBalance } from '@portico/core'
import { type Connection, PublicKey } from '@solana/web3.js'
import { TOKEN_PROGRAM_ID } from '../transactions/spl'

/** What the app knows about a token (symbol, name, icon); mints it does not list show a shortened mint. */
export interface SolanaTokenInfo {
  mint: string
  symbol: string
  name: string
  iconUrl?: string
}

export const SOL_DECIMALS = 9

export async function nativeBalance(connection: Connection, address: string): Promise<string> {
  return formatUnits(BigInt(await connection.getBalance(new PublicKey(address))), SOL_DECIMALS)
}

/** SOL as a §3 token balance: no token address (the native coin), no price on local and test clusters. */
export function nativeEntry(network: CaipNetwork, numeric: string): TokenBalance {
  const { name, symbol } = network.nativeCurrency
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(SOL_DECIMALS), numeric },
    iconUrl: '',
  }
}

interface ParsedTokenAccount {
  mint: string
  tokenAmount: { amount: string; decimals: number }
}

function isParsedTokenAccount(value: unknown): value is ParsedTokenAccount {
  const info = value as ParsedTokenAccount | undefined
  return (
    typeof info?.mint === 'string' &&
    typeof info.tokenAmount?.amount === 'string' &&
    /^\d+$/.test(info.tokenAmount.amount) &&
    Number.isInteger(info.tokenAmount.decimals)
  )
}

/**
 * SPL balances of an owner (§3 token balance), one entry per mint with a non-zero amount. §5: tokens with zero
 * decimals are left out.
 */
export async function splBalances(
  connection: Connection,
  owner: string,
  network: CaipNetwork,
  tokens: readonly SolanaTokenInfo[],
): Promise<TokenBalance[]> {
  const { value } = await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), {
    programId: TOKEN_PROGRAM_ID,
  })
  const totals = new Map<string, { amount: bigint; decimals: number }>()
  for (const { account } of value) {
    const data = account.data as { parsed?: { info?: unknown } }
    const info = data.parsed?.info
    if (!isParsedTokenAccount(info)) continue
    const previous = totals.get(info.mint)
    totals.set(info.mint, {
      amount: (previous?.amount ?? 0n) + BigInt(info.tokenAmount.amount),
      decimals: info.tokenAmount.decimals,
    })
  }
  const result: TokenBalance[] = []
  for (const [mint, { amount, decimals }] of totals) {
    if (amount === 0n || decimals === 0) continue
    const known = tokens.find((t) => t.mint === mint)
    result.push({
      name: known?.name ?? mint,
      symbol: known?.symbol ?? `${mint.slice(0, 4)}…`,
      chainId: network.caipNetworkId,
      address: `${network.caipNetworkId}:${mint}`,
      // No price source for SPL tokens here: no value rather than a made-up $0.00.
      price: 0,
      quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals) },
      iconUrl: known?.iconUrl ?? '',
    })
  }
  return result
}
