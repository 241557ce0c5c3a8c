import { type Address, type Hex, type PublicClient, TransactionReceiptNotFoundError } from 'viem'

/**
 * Gives a dedicated deployer 100 ETH with anvil_setBalance (anvil only): far more than a deploy costs. viem's public
 * client has no anvil methods, so this goes as a plain JSON-RPC request.
 */
export async function fundDeployer(rpcUrl: string, address: Address, label: string): Promise<void> {
  const funded = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, '0x56bc75e2d63100000'],
    }),
  })
  const answer = (await funded.json()) as { error?: { message: string } }
  if (answer.error) throw new Error(`${label}: anvil_setBalance failed: ${answer.error.message}`)
}

/** Polls for the receipt until the deadline; a reverted transaction throws. */
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
