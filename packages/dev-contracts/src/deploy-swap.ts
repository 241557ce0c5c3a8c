import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  encodeDeployData,
  encodeFunctionData,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseAbi,
  parseAbiParameters,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_CONTRACTS } from './addresses'
import { awaitSuccess, setAnvilBalance } from './chain-steps'
import { porticoDevEuroAbi, porticoDevEuroBytecode, porticoDevTokenAbi } from './contracts/portico-dev-token.gen'
import { DEV_HOLDERS } from './dev-accounts'
import {
  DEV_EURO_MINT,
  DEV_SWAP,
  DEV_SWAP_DEPLOYER,
  DEV_SWAP_DEPLOYER_KEY,
  DEV_SWAP_LIQUIDITY,
  type DevSwap,
} from './swap-addresses'
import { uniswapV2Bytecode } from './uniswap-artifacts'

const routerAbi = parseAbi([
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256, uint256, uint256)',
])

interface SwapTransaction {
  to?: Address
  data: Hex
  value?: bigint
  gas: bigint
}

/** Every transaction of the exchange deploy, in nonce order: WETH, factory, router, PEUR, then the two pools. */
function swapTransactions(holders: readonly Address[]): SwapTransaction[] {
  const { nativePusd, pusdEuro } = DEV_SWAP_LIQUIDITY
  const call = (to: Address, data: Hex, gas = 100_000n, value?: bigint): SwapTransaction => ({
    to,
    data,
    gas,
    ...(value ? { value } : {}),
  })
  const pusd = (functionName: 'mint' | 'approve', args: readonly [Address, bigint]) =>
    call(DEV_CONTRACTS.token, encodeFunctionData({ abi: porticoDevTokenAbi, functionName, args }))
  const euro = (functionName: 'mint' | 'approve', args: readonly [Address, bigint]) =>
    call(DEV_SWAP.euro, encodeFunctionData({ abi: porticoDevEuroAbi, functionName, args }))
  return [
    { data: uniswapV2Bytecode.weth(), gas: 1_000_000n },
    // The factory's constructor takes the fee setter; the deployer, so the protocol fee stays off.
    {
      data: `${uniswapV2Bytecode.factory()}${encodeAbiParameters(parseAbiParameters('address'), [DEV_SWAP_DEPLOYER]).slice(2)}` as Hex,
      gas: 5_000_000n,
    },
    {
      data: `${uniswapV2Bytecode.router()}${encodeAbiParameters(parseAbiParameters('address, address'), [DEV_SWAP.factory, DEV_SWAP.weth]).slice(2)}` as Hex,
      gas: 6_000_000n,
    },
    {
      data: encodeDeployData({
        abi: porticoDevEuroAbi,
        bytecode: porticoDevEuroBytecode,
        args: [[...holders], DEV_EURO_MINT],
      }),
      gas: 3_000_000n,
    },
    pusd('mint', [DEV_SWAP_DEPLOYER, nativePusd.pusd + pusdEuro.pusd]),
    euro('mint', [DEV_SWAP_DEPLOYER, pusdEuro.euro]),
    pusd('approve', [DEV_SWAP.router, maxUint256]),
    euro('approve', [DEV_SWAP.router, maxUint256]),
    call(
      DEV_SWAP.router,
      encodeFunctionData({
        abi: routerAbi,
        functionName: 'addLiquidityETH',
        args: [DEV_CONTRACTS.token, nativePusd.pusd, 0n, 0n, DEV_SWAP_DEPLOYER, maxUint256],
      }),
      4_000_000n,
      nativePusd.native,
    ),
    call(
      DEV_SWAP.router,
      encodeFunctionData({
        abi: routerAbi,
        functionName: 'addLiquidity',
        args: [DEV_CONTRACTS.token, DEV_SWAP.euro, pusdEuro.pusd, pusdEuro.euro, 0n, 0n, DEV_SWAP_DEPLOYER, maxUint256],
      }),
      4_000_000n,
    ),
  ]
}

async function devTokenDeployed(client: PublicClient, deadline: number): Promise<void> {
  for (;;) {
    const code = await client.getCode({ address: DEV_CONTRACTS.token })
    if (code && code !== '0x') return
    if (Date.now() > deadline) {
      throw new Error(`deployDevSwap: no dev token at ${DEV_CONTRACTS.token} in time; deployDevContracts deploys it`)
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

export interface DeploySwapOptions {
  /** Who gets DEV_EURO_MINT PEUR (default: the ten dev accounts). */
  holders?: readonly Address[]
  /** Give up waiting for the receipts after this long (default 15 s). */
  timeoutMs?: number
}

/**
 * Deploys Uniswap V2 (WETH9, factory, router02 from Uniswap's npm artifacts) and the second dev token with the swap
 * deployer (funded with anvil_setBalance, so anvil only), then seeds the native/PUSD and PUSD/PEUR pools. May run
 * alongside deployDevContracts: the transactions that touch the dev token wait until it is on the chain (its mint would
 * otherwise succeed against an empty address). On a chain
 * that already has the exchange it sends nothing; on one where the deployer has sent something else it throws.
 */
export async function deployDevSwap(rpcUrl: string, options: DeploySwapOptions = {}): Promise<DevSwap> {
  const { holders = DEV_HOLDERS, timeoutMs = 15_000 } = options
  const transport = http(rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ transport })
  const account = privateKeyToAccount(DEV_SWAP_DEPLOYER_KEY)
  const transactions = swapTransactions(holders)
  const deadline = Date.now() + timeoutMs
  const [chainId, nonce, block] = await Promise.all([
    client.getChainId(),
    client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    client.getBlock({ blockTag: 'latest' }),
  ])
  if (nonce === transactions.length) {
    const code = await client.getCode({ address: DEV_SWAP.pairs.pusdEuro })
    if (code && code !== '0x') return DEV_SWAP
  }
  if (nonce !== 0) {
    throw new Error(
      `deployDevSwap: the swap deployer has already sent ${nonce} transaction(s) on chain ${chainId} at ${rpcUrl}; ` +
        'use a fresh chain',
    )
  }
  await setAnvilBalance(rpcUrl, account.address, DEV_SWAP_LIQUIDITY.nativePusd.native + 10n ** 20n, 'deployDevSwap')
  const wallet = createWalletClient({ account, transport })
  const maxFeePerGas = (block.baseFeePerGas ?? 1_000_000_000n) * 2n + 1_000_000_000n
  // In nonce order, one after another, for the reason deployDevEns gives.
  const hashes: Hex[] = []
  const firstTokenCall = transactions.findIndex((tx) => tx.to === DEV_CONTRACTS.token)
  for (const [i, tx] of transactions.entries()) {
    if (i === firstTokenCall) await devTokenDeployed(client, deadline)
    hashes.push(
      await wallet.sendTransaction({
        chain: null,
        chainId,
        nonce: i,
        maxFeePerGas,
        maxPriorityFeePerGas: 1_000_000_000n,
        ...tx,
      }),
    )
  }
  await Promise.all(hashes.map((hash) => awaitSuccess(client, hash, deadline, 'deployDevSwap')))
  return DEV_SWAP
}
