import { type Address, getAddress, zeroAddress } from 'viem'
import type { ChainService } from '../chain/chain-service'
import { NATIVE_TOKEN } from '../chain/prices'
import type { ChainConfig } from '../server/options'
import { bestPath, bestPathIn, feeBps, type Hop, priceImpactBps } from './quote-math'
import { factoryAbi, pairAbi, routerAbi } from './uniswap-v2-abi'

/** A token the exchange of a chain trades; the native coin has NATIVE_TOKEN as its address. */
export interface SwapToken {
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** Which side of a quote is fixed: the input (the default) or the output. */
export type QuoteKind = 'exactIn' | 'exactOut'

export interface Quote {
  kind: QuoteKind
  block: bigint
  amountIn: bigint
  amountOut: bigint
  /** The tokens traded through, as the router takes them (the native coin as WETH). */
  path: Address[]
  priceImpactBps: bigint
  feeBps: bigint
}

interface Pool {
  token0: Address
  reserve0: bigint
  reserve1: bigint
}

interface Snapshot {
  block: bigint
  /** By pairKey. */
  pools: Map<string, Pool>
  quotes: Map<string, Quote | undefined>
}

interface ChainState {
  exchange?: Promise<{ factory: Address; weth: Address }>
  head?: { at: number; block: Promise<bigint> }
  snapshot?: { block: bigint; pools: Promise<Snapshot> }
  /** Pair addresses found so far: a V2 pair, once created, never goes away. */
  pairs: Map<string, Address>
}

const QUOTES_PER_BLOCK = 10_000

const pairKey = (a: Address, b: Address) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()]
  return x < y ? `${x}|${y}` : `${y}|${x}`
}

export const isNative = (address: string) => address.toLowerCase() === NATIVE_TOKEN

/**
 * The Uniswap V2 exchange of each chain that configures a router: its tokens, and quotes over its pools. Pool reserves
 * are read once per block (the head is polled at most every `blockPollMs`), and a quote is computed once per block
 * for the same pair of tokens and amount.
 */
export class SwapService {
  private readonly state = new Map<number, ChainState>()

  constructor(
    private readonly chains: ChainService,
    private readonly now: () => number,
    private readonly blockPollMs = 500,
  ) {}

  /** The configured chain for `eip155:N` (or `N`) when it has an exchange. */
  find(caipOrId: string): ChainConfig | undefined {
    const chain = this.chains.find(caipOrId)
    return chain?.swap ? chain : undefined
  }

  /** The native coin, then the chain's tokens and the exchange's own, each once. */
  tokens(chain: ChainConfig): SwapToken[] {
    const seen = new Set<string>([NATIVE_TOKEN])
    const list: SwapToken[] = [
      {
        address: NATIVE_TOKEN,
        name: chain.nativeName ?? 'Ether',
        symbol: chain.nativeSymbol ?? 'ETH',
        decimals: 18,
      },
    ]
    for (const token of [...(chain.tokens ?? []), ...(chain.swap?.tokens ?? [])]) {
      const key = token.address.toLowerCase()
      if (seen.has(key)) continue
      seen.add(key)
      list.push({
        address: getAddress(token.address),
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
      })
    }
    return list
  }

  token(chain: ChainConfig, address: string): SwapToken | undefined {
    return this.tokens(chain).find((t) => t.address.toLowerCase() === address.toLowerCase())
  }

  /** The router and WETH a swap transaction uses. */
  async contracts(chain: ChainConfig): Promise<{ router: Address; weth: Address }> {
    const { weth } = await this.exchange(chain)
    return { router: this.router(chain), weth }
  }

  /**
   * The best path at the current block for `amount` of `from` into `to` (exactIn), or for exactly `amount` of `to`
   * out of `from` (exactOut, the least input); undefined when no pool route pays.
   */
  async quote(
    chain: ChainConfig,
    from: Address,
    to: Address,
    amount: bigint,
    kind: QuoteKind = 'exactIn',
  ): Promise<Quote | undefined> {
    const [snapshot, { weth }] = await Promise.all([this.snapshot(chain), this.exchange(chain)])
    const key = `${kind}:${from.toLowerCase()}:${to.toLowerCase()}:${amount}`
    if (snapshot.quotes.has(key)) return snapshot.quotes.get(key)
    const quote = this.route(chain, snapshot, weth, from, to, amount, kind)
    if (snapshot.quotes.size < QUOTES_PER_BLOCK) snapshot.quotes.set(key, quote)
    return quote
  }

  /**
   * A token's USD price from the pools, for tokens no price feed covers: the deepest pool pairing it with a priced
   * token, at that pool's mid price.
   */
  async poolPrice(chain: ChainConfig, address: Address, priceOf: (address: Address) => number): Promise<number> {
    const token = this.token(chain, address)
    if (!token) return 0
    const [snapshot, { weth }] = await Promise.all([this.snapshot(chain), this.exchange(chain)])
    const traded = isNative(address) ? weth : token.address
    let best = { depth: 0, price: 0 }
    for (const other of this.tokens(chain)) {
      const otherTraded = isNative(other.address) ? weth : other.address
      const otherPrice = priceOf(other.address)
      const pool = snapshot.pools.get(pairKey(traded, otherTraded))
      if (!pool || otherPrice <= 0 || otherTraded === traded) continue
      const [mine, theirs] =
        pool.token0.toLowerCase() === traded.toLowerCase()
          ? [pool.reserve0, pool.reserve1]
          : [pool.reserve1, pool.reserve0]
      if (mine === 0n) continue
      const depth = (Number(theirs) / 10 ** other.decimals) * otherPrice
      const price = depth / (Number(mine) / 10 ** token.decimals)
      if (depth > best.depth) best = { depth, price }
    }
    return best.price
  }

  private route(
    chain: ChainConfig,
    snapshot: Snapshot,
    weth: Address,
    from: Address,
    to: Address,
    amount: bigint,
    kind: QuoteKind,
  ): Quote | undefined {
    const traded = (address: Address) => (isNative(address) ? weth : getAddress(address))
    const [start, end] = [traded(from), traded(to)]
    if (start === end) return undefined
    const hop = (a: Address, b: Address): Hop | undefined => {
      const pool = snapshot.pools.get(pairKey(a, b))
      if (!pool) return undefined
      return pool.token0.toLowerCase() === a.toLowerCase()
        ? { reserveIn: pool.reserve0, reserveOut: pool.reserve1 }
        : { reserveIn: pool.reserve1, reserveOut: pool.reserve0 }
    }
    const candidates: { path: Address[]; hops: Hop[] }[] = []
    const direct = hop(start, end)
    if (direct) candidates.push({ path: [start, end], hops: [direct] })
    for (const middle of this.tokens(chain).map((t) => traded(t.address))) {
      if (middle === start || middle === end) continue
      const first = hop(start, middle)
      const second = hop(middle, end)
      if (first && second) candidates.push({ path: [start, middle, end], hops: [first, second] })
    }
    const best = kind === 'exactOut' ? bestPathIn(amount, candidates) : bestPath(amount, candidates)
    if (!best) return undefined
    const amountIn = best.amounts[0] ?? 0n
    const amountOut = best.amounts.at(-1) ?? 0n
    return {
      kind,
      block: snapshot.block,
      amountIn,
      amountOut,
      path: best.path.path,
      priceImpactBps: priceImpactBps(amountIn, best.path.hops, amountOut),
      feeBps: feeBps(best.path.hops.length),
    }
  }

  private router(chain: ChainConfig): Address {
    if (!chain.swap) throw new Error(`chain ${chain.chainId} has no exchange`)
    return chain.swap.router
  }

  private chainState(chain: ChainConfig): ChainState {
    let state = this.state.get(chain.chainId)
    if (!state) {
      state = { pairs: new Map() }
      this.state.set(chain.chainId, state)
    }
    return state
  }

  private exchange(chain: ChainConfig): Promise<{ factory: Address; weth: Address }> {
    const state = this.chainState(chain)
    if (!state.exchange) {
      const client = this.chains.client(chain)
      const address = this.router(chain)
      state.exchange = Promise.all([
        client.readContract({ address, abi: routerAbi, functionName: 'factory' }),
        client.readContract({ address, abi: routerAbi, functionName: 'WETH' }),
      ]).then(([factory, weth]) => ({ factory, weth }))
      // A router not deployed yet (a dev chain still starting) is asked again next time.
      state.exchange.catch(() => {
        state.exchange = undefined
      })
    }
    return state.exchange
  }

  /** The chain head, asked at most once per blockPollMs however many requests want it. */
  private head(chain: ChainConfig): Promise<bigint> {
    const state = this.chainState(chain)
    const now = this.now()
    if (!state.head || now - state.head.at >= this.blockPollMs) {
      const block = this.chains.client(chain).getBlockNumber({ cacheTime: 0 })
      state.head = { at: now, block }
      block.catch(() => {
        if (state.head?.block === block) state.head = undefined
      })
    }
    return state.head.block
  }

  /** The pools at the head; requests that arrive together share one read. */
  private async snapshot(chain: ChainConfig): Promise<Snapshot> {
    const state = this.chainState(chain)
    const block = await this.head(chain)
    if (state.snapshot && state.snapshot.block >= block) return state.snapshot.pools
    const pools = this.load(chain, block)
    const entry = { block, pools }
    state.snapshot = entry
    pools.catch(() => {
      if (state.snapshot === entry) state.snapshot = undefined
    })
    return pools
  }

  /** Every pool among the exchange's tokens and its reserves at `block`: two multicalls at most. */
  private async load(chain: ChainConfig, block: bigint): Promise<Snapshot> {
    const state = this.chainState(chain)
    const client = this.chains.client(chain)
    const { factory, weth } = await this.exchange(chain)
    const addresses = [weth, ...this.tokens(chain).flatMap((t) => (isNative(t.address) ? [] : [t.address]))]
    const unknown: [Address, Address][] = []
    for (const [i, a] of addresses.entries())
      for (const b of addresses.slice(i + 1)) if (!state.pairs.has(pairKey(a, b))) unknown.push([a, b])
    if (unknown.length > 0) {
      const found = await client.multicall({
        contracts: unknown.map((args) => ({ address: factory, abi: factoryAbi, functionName: 'getPair', args })),
        allowFailure: true,
        deployless: true,
        blockNumber: block,
      })
      found.forEach((result, i) => {
        const pair = unknown[i]
        if (pair && result.status === 'success' && result.result !== zeroAddress)
          state.pairs.set(pairKey(...pair), result.result)
      })
    }
    const pairs = [...state.pairs.entries()]
    const reserves = pairs.length
      ? await client.multicall({
          contracts: pairs.map(([, address]) => ({ address, abi: pairAbi, functionName: 'getReserves' })),
          allowFailure: true,
          deployless: true,
          blockNumber: block,
        })
      : []
    const pools = new Map<string, Pool>()
    reserves.forEach((result, i) => {
      const entry = pairs[i]
      if (!entry || result.status !== 'success') return
      const [key] = entry
      const [reserve0, reserve1] = result.result
      // The pair's token0 is the lower address (UniswapV2Factory sorts them).
      const token0 = getAddress(key.split('|')[0] as string)
      pools.set(key, { token0, reserve0, reserve1 })
    })
    return { block, pools, quotes: new Map() }
  }
}
