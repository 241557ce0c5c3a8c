import type { PublicClient } from 'viem'
import { describe, expect, test } from 'vitest'
import type { ChainService } from '../chain/chain-service'
import type { ChainConfig } from '../server/options'
import { SwapService } from './exchange'
import { amountOut } from './quote-math'

const ROUTER = '0x00000000000000000000000000000000000000a0'
const FACTORY = '0x00000000000000000000000000000000000000f0'
const WETH = '0x0000000000000000000000000000000000000001'
const USD = '0x0000000000000000000000000000000000000002'
const EUR = '0x0000000000000000000000000000000000000003'
const PAIR_WETH_USD = '0x0000000000000000000000000000000000000012'
const PAIR_USD_EUR = '0x0000000000000000000000000000000000000023'

const chain: ChainConfig = {
  chainId: 7,
  name: 'Fake',
  rpcUrl: 'http://127.0.0.1:1',
  tokens: [{ address: USD, name: 'USD', symbol: 'USD', decimals: 6 }],
  swap: { router: ROUTER, tokens: [{ address: EUR, name: 'EUR', symbol: 'EUR', decimals: 18 }] },
}

type Call = { address: string; functionName: string; args?: readonly string[] }

/** A chain of two pools (WETH/USD, USD/EUR) whose head and reserves the test moves; every read is counted. */
function fakeChain() {
  const state = {
    block: 100n,
    reserves: new Map<string, [bigint, bigint]>([
      [PAIR_WETH_USD, [10n ** 20n, 3n * 10n ** 11n]],
      [PAIR_USD_EUR, [108n * 10n ** 9n, 10n ** 23n]],
    ]),
  }
  const counts = { head: 0, getPair: 0, getReserves: 0 }
  const pairs: Record<string, string> = { [`${WETH}|${USD}`]: PAIR_WETH_USD, [`${USD}|${EUR}`]: PAIR_USD_EUR }
  const client = {
    getBlockNumber: async () => {
      counts.head++
      return state.block
    },
    readContract: async ({ functionName }: Call) => (functionName === 'factory' ? FACTORY : WETH),
    multicall: async ({ contracts }: { contracts: Call[] }) =>
      contracts.map(({ address, functionName, args }) => {
        if (functionName === 'getPair') {
          counts.getPair++
          const [a = '', b = ''] = args ?? []
          return { status: 'success', result: pairs[`${a}|${b}`] ?? pairs[`${b}|${a}`] ?? `0x${'0'.repeat(40)}` }
        }
        counts.getReserves++
        const [r0, r1] = state.reserves.get(address) ?? [0n, 0n]
        return { status: 'success', result: [r0, r1, 0] }
      }),
  }
  const chains = {
    find: (id: string) => (id === '7' || id === 'eip155:7' ? chain : undefined),
    client: () => client as unknown as PublicClient,
  } as unknown as ChainService
  return { state, counts, chains }
}

describe('SwapService', () => {
  test('requests at one block share one head read and one pool read; a new block reads the reserves again', async () => {
    const fake = fakeChain()
    let now = 0
    const swap = new SwapService(fake.chains, () => now, 500)
    const quotes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => swap.quote(chain, USD, EUR, BigInt(i + 1) * 10n ** 6n)),
    )
    expect(quotes.every((q) => q?.block === 100n)).toBe(true)
    expect(fake.counts).toEqual({ head: 1, getPair: 3, getReserves: 2 })
    // Within the poll interval the head is not asked again.
    now = 499
    await swap.quote(chain, USD, EUR, 10n ** 6n)
    expect(fake.counts.head).toBe(1)
    // Past it the head is asked; at the same block nothing else is read.
    now = 500
    await swap.quote(chain, USD, EUR, 10n ** 6n)
    expect(fake.counts).toEqual({ head: 2, getPair: 3, getReserves: 2 })
    // A new block: reserves again (the known pairs are not looked up again, the missing WETH/EUR is).
    fake.state.block = 101n
    fake.state.reserves.set(PAIR_USD_EUR, [216n * 10n ** 9n, 10n ** 23n])
    now = 1_000
    const later = await swap.quote(chain, USD, EUR, 10n ** 6n)
    expect(fake.counts).toEqual({ head: 3, getPair: 4, getReserves: 4 })
    expect(later?.block).toBe(101n)
    expect(later?.amountOut).toBe(amountOut(10n ** 6n, { reserveIn: 216n * 10n ** 9n, reserveOut: 10n ** 23n }))
  })

  test('the native coin trades as WETH and reaches EUR through USD', async () => {
    const swap = new SwapService(fakeChain().chains, () => 0)
    const quote = await swap.quote(chain, '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', EUR, 10n ** 18n)
    expect(quote?.path).toEqual([WETH, USD, EUR])
    expect(quote?.feeBps).toBe(60n)
  })

  test('an exact output: the least input over the best path, cached apart from the exact-input quote', async () => {
    const swap = new SwapService(fakeChain().chains, () => 0)
    const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
    const quote = await swap.quote(chain, native, EUR, 10n ** 18n, 'exactOut')
    expect(quote).toMatchObject({ kind: 'exactOut', amountOut: 10n ** 18n, path: [WETH, USD, EUR] })
    const back = await swap.quote(chain, native, EUR, quote?.amountIn ?? 0n)
    expect(back?.kind).toBe('exactIn')
    expect(back?.amountOut).toBeGreaterThanOrEqual(10n ** 18n)
    // More than the EUR pool holds cannot be bought at any price.
    expect(await swap.quote(chain, native, EUR, 10n ** 23n, 'exactOut')).toBeUndefined()
  })

  test('pool prices: EUR from the USD it pairs with, the native coin from WETH/USD', async () => {
    const swap = new SwapService(fakeChain().chains, () => 0)
    const priceOf = (address: string) => (address === USD ? 1 : 0)
    expect(await swap.poolPrice(chain, EUR, priceOf)).toBeCloseTo(1.08, 6)
    expect(await swap.poolPrice(chain, '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', priceOf)).toBeCloseTo(3_000, 6)
    expect(await swap.poolPrice(chain, '0x00000000000000000000000000000000000000dd', priceOf)).toBe(0)
  })

  test('only chains that configure a router have an exchange', () => {
    const swap = new SwapService(fakeChain().chains, () => 0)
    expect(swap.find('eip155:7')).toBe(chain)
    expect(swap.find('eip155:8')).toBeUndefined()
    expect(swap.tokens(chain).map((t) => t.symbol)).toEqual(['ETH', 'USD', 'EUR'])
  })
})
