import {
  type Address,
  createWalletClient,
  type Hex,
  type PublicClient,
  TransactionReceiptNotFoundError,
  type Transport,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** Funds a deployer that is not one of anvil's accounts (anvil only: viem's public client has no anvil methods). */
export async function setAnvilBalance(rpcUrl: string, address: Address, wei: bigint, label: string): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${wei.toString(16)}`],
    }),
  })
  const answer = (await response.json()) as { error?: { message: string } }
  if (answer.error) throw new Error(`${label}: anvil_setBalance failed: ${answer.error.message}`)
}

/** Resolves once the transaction is mined successfully; throws when it reverted or no receipt came by the deadline. */
export async function awaitSuccess(client: PublicClient, hash: Hex, deadline: number, label: string): Promise<void> {
  for (;;) {
    try {
      const receipt = await client.getTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`${label}: transaction ${hash} reverted`)
      return
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
      if (Date.now() > deadline) throw new Error(`${label}: no receipt for ${hash} in time`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
}

/**
 * Funds the deployer `key` (100 ETH, anvil_setBalance) and sends `txs` from it in nonce order, one after another
 * without waiting in between (anvil mines each on arrival; the gas is given, so nothing is estimated against a
 * contract not yet there); resolves with their hashes once the node accepted them.
 */
export async function sendDeploys(
  rpcUrl: string,
  client: PublicClient,
  transport: Transport,
  key: Hex,
  txs: readonly { to: Address; data: Hex; gas: bigint }[],
  label: string,
): Promise<Hex[]> {
  const account = privateKeyToAccount(key)
  const [chainId, nonce, block] = await Promise.all([
    client.getChainId(),
    client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    client.getBlock({ blockTag: 'latest' }),
    setAnvilBalance(rpcUrl, account.address, 100n * 10n ** 18n, label),
  ])
  const wallet = createWalletClient({ account, transport })
  const maxFeePerGas = (block.baseFeePerGas ?? 1_000_000_000n) * 2n + 1_000_000_000n
  const hashes: Hex[] = []
  for (const [i, tx] of txs.entries())
    hashes.push(
      await wallet.sendTransaction({
        chain: null,
        chainId,
        nonce: nonce + i,
        maxFeePerGas,
        maxPriorityFeePerGas: 1_000_000_000n,
        ...tx,
      }),
    )
  return hashes
}

/** Throws unless every address has code now. */
export async function assertDeployed(
  client: PublicClient,
  addresses: readonly Address[],
  label: string,
): Promise<void> {
  const codes = await Promise.all(addresses.map((address) => client.getCode({ address })))
  const absent = addresses.filter((_, i) => !codes[i] || codes[i] === '0x')
  if (absent.length) throw new Error(`${label}: no code at ${absent.join(', ')} after deploy`)
}
