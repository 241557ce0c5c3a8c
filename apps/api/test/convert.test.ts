import { DEV_CONTRACTS, DEV_EURO_TOKEN, DEV_SWAP } from '@portico/dev-contracts'
import { parseAbi, parseEther } from 'viem'
import { afterAll, describe, expect, test } from 'vitest'
import { caip, NATIVE, startSwapChain, TOKENS } from './swap-chain'

const t = await startSwapChain()
afterAll(() => t.stop())

const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const routerAbi = parseAbi([
  'function getAmountsOut(uint256, address[]) view returns (uint256[])',
  'function getAmountsIn(uint256, address[]) view returns (uint256[])',
])
/** The router's own answer: amounts along `path` from an input (getAmountsOut) or for an output (getAmountsIn). */
const routerAmounts = (functionName: 'getAmountsOut' | 'getAmountsIn') => (amount: bigint, path: `0x${string}`[]) =>
  t.client.readContract({ address: DEV_SWAP.router, abi: routerAbi, functionName, args: [amount, path] })
const routerOut = routerAmounts('getAmountsOut')
const routerIn = routerAmounts('getAmountsIn')

type QuoteBody = {
  quotes: {
    id: string
    fromAmount: string
    toAmount: string
    priceImpact: string
    fee: string
    path: string[]
    blockNumber: string
  }[]
}
const quote = async (from: string, to: string, amount: bigint, kind?: 'exactOut') => {
  const res = await t.get(
    `/v1/convert/quotes?amount=${amount}&userAddress=${caip(USER)}&from=${from}&to=${to}&gasPrice=1${kind ? `&kind=${kind}` : ''}`,
  )
  expect(res.status).toBe(200)
  return ((await res.json()) as QuoteBody).quotes
}

describe('tokens', () => {
  test('the native coin, the chain’s tokens and the exchange’s own, as CAIP-10', async () => {
    const res = await t.get('/v1/convert/tokens?chainId=eip155:31337')
    expect(res.status).toBe(200)
    const { tokens } = (await res.json()) as { tokens: { symbol: string; address: string; decimals: number }[] }
    expect(tokens.map(({ symbol, address, decimals }) => ({ symbol, address, decimals }))).toEqual([
      { symbol: 'ETH', address: TOKENS.native, decimals: 18 },
      { symbol: 'PUSD', address: TOKENS.pusd, decimals: 6 },
      { symbol: 'PEUR', address: TOKENS.peur, decimals: 18 },
    ])
  })
})

describe('a chain without an exchange', () => {
  test('every convert call answers the catalogue’s "Network not supported for Swaps"', async () => {
    const other = (address: string) => caip(address, 31338)
    const responses = await Promise.all([
      t.get('/v1/convert/tokens?chainId=eip155:31338'),
      t.get('/v1/convert/tokens?chainId=eip155:1'),
      t.get(`/v1/convert/quotes?amount=1&userAddress=${USER}&from=${other(NATIVE)}&to=${other(DEV_CONTRACTS.token)}`),
      t.get(`/v1/convert/allowance?tokenAddress=${other(DEV_CONTRACTS.token)}&userAddress=${USER}`),
      t.get(`/v1/convert/build-approve?userAddress=${USER}&from=${other(DEV_CONTRACTS.token)}&to=${other(NATIVE)}`),
      t.post('/v1/convert/build-transaction', {
        amount: '1',
        from: other(NATIVE),
        to: other(DEV_CONTRACTS.token),
        userAddress: USER,
      }),
    ])
    for (const res of responses) {
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: 'UNSUPPORTED_NETWORK', message: 'Network not supported for Swaps' })
    }
  })
})

describe('quotes', () => {
  test('native → PUSD is the router’s own getAmountsOut over the direct pool, with its price impact', async () => {
    const amount = parseEther('1')
    const [q] = await quote(TOKENS.native, TOKENS.pusd, amount)
    const expected = await routerOut(amount, [DEV_SWAP.weth, DEV_CONTRACTS.token])
    expect(q).toMatchObject({
      fromAmount: amount.toString(),
      toAmount: String(expected[1]),
      path: [TOKENS.native, TOKENS.pusd],
      fee: '0.30',
      // 1 ETH into a 100 ETH pool moves the price by about 1 %.
      priceImpact: '0.99',
    })
  })

  test('native → PEUR goes through PUSD (two hops), as the router computes it', async () => {
    const amount = parseEther('0.5')
    const [q] = await quote(TOKENS.native, TOKENS.peur, amount)
    const expected = await routerOut(amount, [DEV_SWAP.weth, DEV_CONTRACTS.token, DEV_EURO_TOKEN.address])
    expect(q?.path).toEqual([TOKENS.native, TOKENS.pusd, TOKENS.peur])
    expect(q?.toAmount).toBe(String(expected[2]))
    expect(q?.fee).toBe('0.60')
  })

  test('a bigger trade has a bigger price impact; a trade larger than the pool still never drains it', async () => {
    const [small] = await quote(TOKENS.pusd, TOKENS.native, 1_000_000n)
    const [large] = await quote(TOKENS.pusd, TOKENS.native, 10n ** 15n)
    expect(Number(small?.priceImpact)).toBeLessThanOrEqual(0.01)
    expect(Number(large?.priceImpact)).toBeGreaterThan(99)
    expect(BigInt(large?.toAmount ?? 0)).toBeLessThan(parseEther('100'))
  })

  test('kind=exactOut asks the input for an exact output, as the router’s getAmountsIn answers (one and two hops)', async () => {
    const pusd = 2_500_000_000n
    const [direct] = await quote(TOKENS.native, TOKENS.pusd, pusd, 'exactOut')
    const expected = await routerIn(pusd, [DEV_SWAP.weth, DEV_CONTRACTS.token])
    expect(direct).toMatchObject({
      kind: 'exactOut',
      fromAmount: String(expected[0]),
      toAmount: pusd.toString(),
      path: [TOKENS.native, TOKENS.pusd],
    })
    const peur = parseEther('100')
    const [twoHop] = await quote(TOKENS.native, TOKENS.peur, peur, 'exactOut')
    const viaPusd = await routerIn(peur, [DEV_SWAP.weth, DEV_CONTRACTS.token, DEV_EURO_TOKEN.address])
    expect(twoHop?.path).toEqual([TOKENS.native, TOKENS.pusd, TOKENS.peur])
    expect(twoHop?.fromAmount).toBe(String(viaPusd[0]))
    expect(twoHop?.toAmount).toBe(peur.toString())
    // One base unit less in pays less than asked, through the router's own arithmetic.
    const less = await routerOut(BigInt(direct?.fromAmount ?? 0) - 1n, [DEV_SWAP.weth, DEV_CONTRACTS.token])
    expect(less[1]).toBeLessThan(pusd)
    // More than the pool holds has no quote; an unknown kind is a bad request.
    expect(await quote(TOKENS.native, TOKENS.pusd, 10n ** 15n, 'exactOut')).toEqual([])
    const bad = await t.get(`/v1/convert/quotes?amount=1&from=${TOKENS.native}&to=${TOKENS.pusd}&kind=exactish`)
    expect(bad.status).toBe(400)
  })

  test('an amount too small to pay anything has no quote', async () => {
    expect(await quote(TOKENS.peur, TOKENS.pusd, 1n)).toEqual([])
  })

  test('at one block the pools are read once, however many quotes are asked', async () => {
    const ask = () =>
      t.get(`/v1/convert/quotes?amount=1000&userAddress=${USER}&from=${TOKENS.pusd}&to=${TOKENS.native}`)
    const first = (await (await ask()).json()) as QuoteBody
    const reads = t.rpcCalls('eth_call')
    const again = await Promise.all(Array.from({ length: 20 }, () => ask().then((r) => r.json())))
    // Each request asks for the head (blockPollMs 0 here) and nothing else.
    expect(t.rpcCalls('eth_call')).toBe(reads)
    for (const body of again) expect(body).toEqual(first)
  })

  test('bad requests say what is wrong', async () => {
    const bad = [
      `/v1/convert/quotes?amount=0&from=${TOKENS.native}&to=${TOKENS.pusd}`,
      `/v1/convert/quotes?amount=1.5&from=${TOKENS.native}&to=${TOKENS.pusd}`,
      `/v1/convert/quotes?amount=1&from=${TOKENS.native}&to=${TOKENS.native}`,
      `/v1/convert/quotes?amount=1&from=${NATIVE}&to=${TOKENS.pusd}`,
      `/v1/convert/quotes?amount=1&from=${TOKENS.native}&to=${caip('0x00000000000000000000000000000000000000aa')}`,
      `/v1/convert/allowance?tokenAddress=${TOKENS.pusd}&userAddress=nobody`,
      '/v1/convert/tokens',
    ]
    for (const path of bad) expect((await t.get(path)).status, path).toBe(400)
    const body = { amount: '1', from: TOKENS.native, to: TOKENS.pusd, userAddress: USER }
    for (const slippage of ['0', '51', 'x', -1]) {
      const res = await t.post('/v1/convert/build-transaction', { ...body, slippage })
      expect(res.status, String(slippage)).toBe(400)
    }
    expect((await t.post('/v1/convert/build-transaction', { ...body, amount: '-1' })).status).toBe(400)
  })
})

describe('prices', () => {
  test('a token without a feed price is priced from the pools', async () => {
    const res = await t.post('/v1/fungible/price', { currency: 'usd', addresses: [TOKENS.pusd, TOKENS.peur] })
    const { fungibles } = (await res.json()) as { fungibles: { symbol: string; price: number }[] }
    expect(fungibles[0]).toMatchObject({ symbol: 'PUSD', price: 1 })
    // 108 000 PUSD against 100 000 PEUR.
    expect(fungibles[1]?.symbol).toBe('PEUR')
    expect(fungibles[1]?.price).toBeCloseTo(1.08, 2)
  })
})
