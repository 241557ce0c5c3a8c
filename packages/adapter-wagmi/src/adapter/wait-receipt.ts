import type { Config } from '@wagmi/core'
import {
  type Client,
  formatTransactionRequest,
  type Hash,
  hexToString,
  numberToHex,
  type TransactionReceipt,
  withTimeout,
} from 'viem'
import { getTransaction, waitForTransactionReceipt as viemWaitForReceipt } from 'viem/actions'
import { getAction } from 'viem/utils'

// wagmi's waitForTransactionReceipt, with its revert-reason replay sent as a plain eth_call. wagmi replays through
// viem's `call` action, and that one import brings the multicall and deployless-call bytecodes and the CCIP-read
// chunk: ~9 kB gzip of an app's JS for a reason text (bench/size). Same requests, same outcome: the receipt, or a
// rejection once the transaction reverted.

const REPLAY_TIMEOUT_MS = 10_000

/** The revert reason wagmi reads: the transaction replayed at its block, its answer decoded as wagmi does. */
async function revertReason(client: Client, hash: Hash): Promise<Error> {
  const { from, input, type, gasPrice, maxFeePerGas, maxPriorityFeePerGas, blockNumber, ...txn } = await getAction(
    client,
    getTransaction,
    'getTransaction',
  )({ hash })
  const format = client.chain?.formatters?.transactionRequest?.format ?? formatTransactionRequest
  const request = format({
    from,
    to: txn.to ?? undefined,
    data: input,
    gas: txn.gas,
    nonce: txn.nonce,
    value: txn.value,
    accessList: txn.accessList,
    ...(type === 'eip1559' ? { maxFeePerGas, maxPriorityFeePerGas } : { gasPrice }),
  })
  const block = blockNumber !== null ? numberToHex(blockNumber) : 'latest'
  const data = await client.request({ method: 'eth_call', params: [request, block] })
  return new Error(data && data !== '0x' ? hexToString(`0x${data.substring(138)}`) : 'unknown reason')
}

export async function waitForReceipt(
  config: Config,
  { hash, chainId, timeout }: { hash: Hash; chainId: number; timeout: number },
): Promise<TransactionReceipt> {
  const client = config.getClient({ chainId })
  const receipt = await getAction(client, viemWaitForReceipt, 'waitForTransactionReceipt')({ hash, timeout })
  if (receipt.status === 'reverted') {
    throw await withTimeout(() => revertReason(client, hash), {
      timeout: timeout > 0 ? Math.min(timeout, REPLAY_TIMEOUT_MS) : REPLAY_TIMEOUT_MS,
      errorInstance: new Error('unknown reason'),
    })
  }
  return receipt
}
