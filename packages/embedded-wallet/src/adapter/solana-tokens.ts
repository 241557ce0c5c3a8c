import { type CaipNetwork, formatUnits, PorticoError, toPorticoError } from '@portico/common'
import type { TokenBalance } from '@portico/core'
import { assertSolanaAddress } from './solana-address'
import { TOKEN_PROGRAM } from './solana-decode'
import { solanaRpc } from './solana-rpc'

export const SOL_DECIMALS = 9

interface Where {
  address: string
  caipNetwork: CaipNetwork
}

interface ParsedTokenAccount {
  account: { data: { parsed?: { info?: { mint?: unknown; tokenAmount?: { amount?: unknown; decimals?: unknown } } } } }
}

/** The network's RPC; also reached through core.request, so a missing network is a typed error, not a TypeError. */
function rpcOf(caipNetwork: CaipNetwork | undefined): string {
  const url = caipNetwork?.rpcUrls?.default?.http[0]
  if (!url) throw new PorticoError('NETWORK_NOT_FOUND', { cause: caipNetwork })
  return url
}

/** The account's SOL, as a decimal string. */
export async function solanaBalance({ address, caipNetwork }: Where, fetchFn?: typeof fetch): Promise<string> {
  assertSolanaAddress(address, 'address')
  try {
    const { value } = await solanaRpc<{ value: number }>(rpcOf(caipNetwork), 'getBalance', [address], fetchFn)
    return formatUnits(BigInt(value), SOL_DECIMALS)
  } catch (error) {
    throw toPorticoError(error, 'TOKEN_BALANCE_UNAVAILABLE')
  }
}

/**
 * SOL, then one entry per SPL mint held (summed over the owner's token accounts; §5: zero-decimal tokens left out).
 * The wallet knows no token names: a mint shows as its shortened address. No price on these clusters.
 */
export async function solanaTokenBalances(where: Where, fetchFn?: typeof fetch): Promise<TokenBalance[]> {
  const { address, caipNetwork } = where
  const sol = await solanaBalance(where, fetchFn)
  let accounts: ParsedTokenAccount[]
  try {
    accounts = (
      await solanaRpc<{ value: ParsedTokenAccount[] }>(
        rpcOf(caipNetwork),
        'getTokenAccountsByOwner',
        [address, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed' }],
        fetchFn,
      )
    ).value
  } catch (error) {
    throw toPorticoError(error, 'TOKEN_BALANCE_UNAVAILABLE')
  }
  const totals = new Map<string, { amount: bigint; decimals: number }>()
  for (const { account } of accounts) {
    const info = account?.data?.parsed?.info
    const amount = info?.tokenAmount?.amount
    const decimals = info?.tokenAmount?.decimals
    if (typeof info?.mint !== 'string' || typeof amount !== 'string' || !/^\d+$/.test(amount)) continue
    if (typeof decimals !== 'number' || !Number.isInteger(decimals)) continue
    totals.set(info.mint, { amount: (totals.get(info.mint)?.amount ?? 0n) + BigInt(amount), decimals })
  }
  const { name, symbol } = caipNetwork.nativeCurrency
  const native: TokenBalance = {
    name,
    symbol,
    chainId: caipNetwork.caipNetworkId,
    price: 0,
    quantity: { decimals: String(SOL_DECIMALS), numeric: sol },
    iconUrl: '',
  }
  const tokens = [...totals]
    .filter(([, { amount, decimals }]) => amount > 0n && decimals > 0)
    .map(
      ([mint, { amount, decimals }]): TokenBalance => ({
        name: mint,
        symbol: `${mint.slice(0, 4)}…`,
        chainId: caipNetwork.caipNetworkId,
        address: `${caipNetwork.caipNetworkId}:${mint}`,
        price: 0,
        quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals) },
        iconUrl: '',
      }),
    )
  return [native, ...tokens]
}
