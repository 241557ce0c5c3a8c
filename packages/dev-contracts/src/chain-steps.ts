import { type Address, type Hex, type PublicClient, TransactionReceiptNotFoundError } from 'viem'

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
