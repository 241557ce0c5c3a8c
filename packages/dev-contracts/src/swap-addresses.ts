import { type Address, encodePacked, getContractAddress, type Hex, keccak256 } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { DEV_CONTRACTS } from './addresses'

/**
 * The exchange's own deployer: keccak256("portico dev swap deployer"), not one of the ten dev accounts, so their
 * nonces and balances stay as tests expect. The deploy funds it with anvil_setBalance and it provides the pools'
 * liquidity. Worthless anywhere but a local chain.
 */
export const DEV_SWAP_DEPLOYER_KEY: Hex = '0x71c799787d39d6653ecb2a087ce0b3b4db3736d3b853702ffc1880c12a010fd6'
export const DEV_SWAP_DEPLOYER: Address = privateKeyToAddress(DEV_SWAP_DEPLOYER_KEY)

/** The init code hash of v2-core's published UniswapV2Pair, which the router's pair lookup assumes. */
export const UNISWAP_V2_PAIR_INIT_CODE_HASH: Hex = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

/** Where a Uniswap V2 factory creates the pair of two tokens (CREATE2 over the sorted pair). */
export function uniswapV2PairAddress(factory: Address, tokenA: Address, tokenB: Address): Address {
  const [token0, token1] = tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA]
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
  })
}

const at = (nonce: bigint) => getContractAddress({ from: DEV_SWAP_DEPLOYER, nonce })
const weth = at(0n)
const factory = at(1n)
const euro = at(3n)

/** The dev exchange (Uniswap V2) on every dev chain: the deployer's first transactions, so fixed before it starts. */
export const DEV_SWAP = {
  weth,
  factory,
  router: at(2n),
  /** The second dev ERC-20 (PEUR), traded against PUSD. */
  euro,
  pairs: {
    nativePusd: uniswapV2PairAddress(factory, weth, DEV_CONTRACTS.token),
    pusdEuro: uniswapV2PairAddress(factory, DEV_CONTRACTS.token, euro),
  },
} as const

export type DevSwap = typeof DEV_SWAP

/** The second dev token as apps/api's chain config lists it. No USD price: the api derives it from the pools. */
export const DEV_EURO_TOKEN = {
  address: euro,
  name: 'Portico Dev Euro',
  symbol: 'PEUR',
  decimals: 18,
} as const

/** The dev exchange as an apps/api chain's `swap` entry: its router, and PEUR as a traded token. */
export function devSwapConfig(): {
  router: Address
  tokens: { address: Address; name: string; symbol: string; decimals: number }[]
} {
  return { router: DEV_SWAP.router, tokens: [{ ...DEV_EURO_TOKEN }] }
}

/** Minted to each holder at deploy: 10 000 PEUR (18 decimals). */
export const DEV_EURO_MINT = 10_000n * 10n ** 18n

/**
 * The seeded pools: 100 ETH against 300 000 PUSD (1 ETH = 3 000 PUSD, the static ETH price) and 108 000 PUSD
 * against 100 000 PEUR (1 PEUR = 1.08 PUSD).
 */
export const DEV_SWAP_LIQUIDITY = {
  nativePusd: { native: 100n * 10n ** 18n, pusd: 300_000n * 10n ** 6n },
  pusdEuro: { pusd: 108_000n * 10n ** 6n, euro: 100_000n * 10n ** 18n },
} as const
