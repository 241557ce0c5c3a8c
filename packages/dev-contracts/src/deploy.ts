import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  type Hex,
  http,
  type PublicClient,
  TransactionReceiptNotFoundError,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_CONTRACTS, DEV_NFT_MINT, DEV_TOKEN_MINT, type DevContracts } from './addresses'
import { porticoDevNftAbi, porticoDevNftBytecode } from './contracts/portico-dev-nft.gen'
import { porticoDevTokenAbi, porticoDevTokenBytecode } from './contracts/portico-dev-token.gen'
import { DEV_DEPLOYER_KEY, DEV_HOLDERS } from './dev-accounts'

export interface DeployOptions {
  /** Who gets DEV_TOKEN_MINT tokens and DEV_NFT_MINT badges (default: the ten dev accounts). */
  holders?: readonly Address[]
  /** Give up waiting for the deploy receipts after this long (default 15 s). */
  timeoutMs?: number
}

/** Generous fixed limits: estimating would cost two more round trips, and anvil's blocks hold 30 M gas. */
const DEPLOY_GAS = 3_000_000n

/**
 * Deploys the dev ERC-20 and ERC-721 with dev account 0 as its first two transactions, so every fresh chain has them
 * at DEV_CONTRACTS. Both transactions are signed locally and sent one after the other, then their receipts are
 * awaited together. On a chain where they already exist it only checks the code is there; on a chain where account 0
 * has already sent other transactions it throws, because the addresses would differ.
 */
export async function deployDevContracts(rpcUrl: string, options: DeployOptions = {}): Promise<DevContracts> {
  const { holders = DEV_HOLDERS, timeoutMs = 15_000 } = options
  const transport = http(rpcUrl, { retryCount: 0 })
  const client = createPublicClient({ transport })
  const account = privateKeyToAccount(DEV_DEPLOYER_KEY)
  const [chainId, nonce, block] = await Promise.all([
    client.getChainId(),
    client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    client.getBlock({ blockTag: 'latest' }),
  ])
  if (nonce >= 2) {
    const [tokenCode, nftCode] = await Promise.all([
      client.getCode({ address: DEV_CONTRACTS.token }),
      client.getCode({ address: DEV_CONTRACTS.nft }),
    ])
    if (tokenCode && tokenCode !== '0x' && nftCode && nftCode !== '0x') return { ...DEV_CONTRACTS }
  }
  if (nonce !== 0) {
    throw new Error(
      `deployDevContracts: dev account 0 has already sent ${nonce} transaction(s) on chain ${chainId} at ${rpcUrl}; ` +
        'the dev contracts are deployed as its first two, so use a fresh chain',
    )
  }
  const wallet = createWalletClient({ account, transport })
  // EIP-1559 fees well above anvil's base fee, so neither transaction waits for a cheaper block.
  const maxFeePerGas = (block.baseFeePerGas ?? 1_000_000_000n) * 2n + 1_000_000_000n
  const common = { chain: null, chainId, gas: DEPLOY_GAS, maxFeePerGas, maxPriorityFeePerGas: 1_000_000_000n } as const
  // One after the other: sent at once, one of the two once got no receipt in 15 s (a scaffold test run under load), the
  // way anvil's automine can leave a ready transaction unmined when transactions race in (foundry-rs/foundry#10122).
  const send = (nonce: number, data: Hex) => wallet.sendTransaction({ ...common, nonce, data })
  const tokenTx = await send(
    0,
    encodeDeployData({
      abi: porticoDevTokenAbi,
      bytecode: porticoDevTokenBytecode,
      args: [[...holders], DEV_TOKEN_MINT],
    }),
  )
  const nftTx = await send(
    1,
    encodeDeployData({ abi: porticoDevNftAbi, bytecode: porticoDevNftBytecode, args: [[...holders], DEV_NFT_MINT] }),
  )
  const deadline = Date.now() + timeoutMs
  const [token, nft] = await Promise.all([receiptOf(client, tokenTx, deadline), receiptOf(client, nftTx, deadline)])
  if (
    token.toLowerCase() !== DEV_CONTRACTS.token.toLowerCase() ||
    nft.toLowerCase() !== DEV_CONTRACTS.nft.toLowerCase()
  ) {
    throw new Error(`deployDevContracts: contracts landed at ${token} and ${nft}, not at DEV_CONTRACTS`)
  }
  return { ...DEV_CONTRACTS }
}

/** The created contract's address once the transaction is mined (at once under automine, else at the next block). */
async function receiptOf(client: PublicClient, hash: Hex, deadline: number): Promise<Address> {
  for (;;) {
    try {
      const receipt = await client.getTransactionReceipt({ hash })
      if (receipt.status !== 'success' || !receipt.contractAddress) {
        throw new Error(`deployDevContracts: deploy transaction ${hash} reverted`)
      }
      return receipt.contractAddress
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
      if (Date.now() > deadline) throw new Error(`deployDevContracts: no receipt for ${hash} in time`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
}
