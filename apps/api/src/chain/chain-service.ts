import { createPublicClient, erc20Abi, formatUnits, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../server/options'
import { NATIVE_TOKEN, type PricedToken, priceTable } from './prices'

export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** Reads chain state for the configured chains; one viem client per chain, balances cached 30 s. */
export class ChainService {
  private readonly clients = new Map<number, PublicClient>()
  private readonly balanceCache = new Map<string, { at: number; balances: TokenBalance[] }>()
  readonly prices: Map<string, PricedToken>

  constructor(
    readonly chains: readonly ChainConfig[],
    private readonly now: () => number,
    private readonly cacheMs = 30_000,
  ) {
    this.prices = priceTable(chains)
  }

  caipIds(): string[] {
    return this.chains.map((c) => `eip155:${c.chainId}`)
  }

  /** The chains configured with a bundler (ERC-4337), as §3's smartAccountEnabledNetworks lists them. */
  smartAccountChainIds(): number[] {
    return this.chains.filter((c) => c.smartAccount !== undefined).map((c) => c.chainId)
  }

  /** The configured chain for `eip155:N` (or `N`), if any. */
  find(caipOrId: string): ChainConfig | undefined {
    const id = caipOrId.startsWith('eip155:') ? caipOrId.slice('eip155:'.length) : caipOrId
    return this.chains.find((c) => String(c.chainId) === id)
  }

  client(chain: ChainConfig): PublicClient {
    let client = this.clients.get(chain.chainId)
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: 10_000, retryCount: 1 }) })
      this.clients.set(chain.chainId, client)
    }
    return client
  }

  /** Native balance plus non-zero configured ERC-20 balances, read in one multicall (deployless: no contract needed). */
  async balances(chain: ChainConfig, address: `0x${string}`, iconBase: string, force = false): Promise<TokenBalance[]> {
    const key = `${chain.chainId}:${address.toLowerCase()}`
    const hit = this.balanceCache.get(key)
    if (!force && hit && this.now() - hit.at < this.cacheMs) return hit.balances
    const client = this.client(chain)
    const tokens = chain.tokens ?? []
    const [native, results] = await Promise.all([
      client.getBalance({ address }),
      tokens.length === 0
        ? Promise.resolve([])
        : client.multicall({
            contracts: tokens.map((t) => ({
              address: t.address,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [address],
            })),
            allowFailure: true,
            deployless: true,
          }),
    ])
    const caip = `eip155:${chain.chainId}`
    const nativeInfo = this.prices.get(`${caip}:${NATIVE_TOKEN}`)
    const entry = (info: PricedToken, raw: bigint, tokenAddress?: string): TokenBalance => {
      const numeric = formatUnits(raw, info.decimals)
      return {
        name: info.name,
        symbol: info.symbol,
        chainId: caip,
        address: tokenAddress ? `${caip}:${tokenAddress}` : undefined,
        value: Number(numeric) * info.price,
        price: info.price,
        quantity: { decimals: String(info.decimals), numeric },
        iconUrl: `${iconBase}/public/getTokenImage/${info.symbol}`,
      }
    }
    const balances: TokenBalance[] = []
    if (nativeInfo) balances.push(entry(nativeInfo, native))
    results.forEach((result, i) => {
      const token = tokens[i]
      if (!token || result.status !== 'success' || typeof result.result !== 'bigint' || result.result === 0n) return
      const info = this.prices.get(`${caip}:${token.address.toLowerCase()}`)
      if (info) balances.push(entry(info, result.result, token.address))
    })
    this.balanceCache.set(key, { at: this.now(), balances })
    return balances
  }
}
