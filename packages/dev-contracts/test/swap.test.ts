import { createPublicClient, http, keccak256, parseAbi } from 'viem'
import { afterAll, expect, test } from 'vitest'
import {
  DEV_CONTRACTS,
  DEV_EURO_MINT,
  DEV_EURO_TOKEN,
  DEV_HOLDERS,
  DEV_SWAP,
  DEV_SWAP_DEPLOYER,
  DEV_SWAP_LIQUIDITY,
  deployDevContracts,
  deployDevSwap,
  porticoDevEuroAbi,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
} from '../src'
import { startTestAnvil } from '../src/anvil'
import { uniswapV2Bytecode } from '../src/uniswap-artifacts'

const chains: { stop(): Promise<void> }[] = []
afterAll(() => Promise.all(chains.map((c) => c.stop())))

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])
const routerAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
])

test("the published pair bytecode hashes to the init code hash the router's pair lookup assumes", () => {
  expect(keccak256(uniswapV2Bytecode.pair())).toBe(UNISWAP_V2_PAIR_INIT_CODE_HASH)
})

test('a fresh chain gets the exchange at the fixed addresses with both pools seeded', async () => {
  const chain = await startTestAnvil(31337)
  chains.push(chain)
  const client = createPublicClient({ transport: http(chain.url) })
  // Both deploys at once, as the dev stack runs them: the pools wait for the dev token.
  const [swap] = await Promise.all([deployDevSwap(chain.url), deployDevContracts(chain.url)])
  expect(swap).toEqual(DEV_SWAP)
  expect(await client.readContract({ address: DEV_SWAP.router, abi: routerAbi, functionName: 'factory' })).toBe(
    DEV_SWAP.factory,
  )
  expect(await client.readContract({ address: DEV_SWAP.router, abi: routerAbi, functionName: 'WETH' })).toBe(
    DEV_SWAP.weth,
  )
  const reserves = async (pair: `0x${string}`, first: `0x${string}`) => {
    const [token0, [r0, r1]] = await Promise.all([
      client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
      client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
    ])
    return token0.toLowerCase() === first.toLowerCase() ? [r0, r1] : [r1, r0]
  }
  const { nativePusd, pusdEuro } = DEV_SWAP_LIQUIDITY
  expect(await reserves(DEV_SWAP.pairs.nativePusd, DEV_SWAP.weth)).toEqual([nativePusd.native, nativePusd.pusd])
  expect(await reserves(DEV_SWAP.pairs.pusdEuro, DEV_CONTRACTS.token)).toEqual([pusdEuro.pusd, pusdEuro.euro])
  // The router finds the pools by its own CREATE2 arithmetic: a two-hop quote goes through both.
  const amounts = await client.readContract({
    address: DEV_SWAP.router,
    abi: routerAbi,
    functionName: 'getAmountsOut',
    args: [10n ** 18n, [DEV_SWAP.weth, DEV_CONTRACTS.token, DEV_SWAP.euro]],
  })
  expect(amounts).toHaveLength(3)
  expect(amounts[2]).toBeGreaterThan(2_600n * 10n ** 18n)
  const euro = (functionName: 'symbol' | 'decimals') =>
    client.readContract({ address: DEV_SWAP.euro, abi: porticoDevEuroAbi, functionName })
  expect([await euro('symbol'), await euro('decimals')]).toEqual([DEV_EURO_TOKEN.symbol, DEV_EURO_TOKEN.decimals])
  expect(
    await client.readContract({
      address: DEV_SWAP.euro,
      abi: porticoDevEuroAbi,
      functionName: 'balanceOf',
      args: [DEV_HOLDERS[3] as `0x${string}`],
    }),
  ).toBe(DEV_EURO_MINT)
  // A second call finds it all and sends nothing.
  const nonce = await client.getTransactionCount({ address: DEV_SWAP_DEPLOYER })
  expect(await deployDevSwap(chain.url)).toEqual(DEV_SWAP)
  expect(await client.getTransactionCount({ address: DEV_SWAP_DEPLOYER })).toBe(nonce)
}, 30_000)

test('without the dev token the pools are not seeded and the deploy says why', async () => {
  const chain = await startTestAnvil(31338)
  chains.push(chain)
  await expect(deployDevSwap(chain.url, { timeoutMs: 300 })).rejects.toThrow(/no dev token .* in time/)
}, 30_000)
