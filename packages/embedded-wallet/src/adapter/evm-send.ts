import { featureError } from '@portico/common/errors'
import type { EvmSendTransactionParameters, EvmTransactionResult, Quantity } from '@portico/core'
import type { RequestArguments } from './evm-provider'
import { unauthorized } from './rpc-error'

/** §9: a sent transaction's receipt is awaited for 25 s (as the wagmi adapter does). */
export const RECEIPT_TIMEOUT_MS = 25_000
const RECEIPT_POLL_MS = 500

type Hex = `0x${string}`

interface Provider {
  request(args: RequestArguments): Promise<unknown>
}

interface Receipt {
  status?: string
  blockNumber?: string
}

const hex = (value: Quantity | undefined): Hex | undefined =>
  value === undefined ? undefined : `0x${BigInt(value).toString(16)}`

/**
 * The adapter's `sendTransaction` capability (the modal's Send): the request goes through the embedded provider,
 * so the user approves it in ApproveTransaction and the frame signs it; it resolves once the chain has mined it.
 */
export function evmSendCapability(provider: Provider, address: () => string | undefined, sleep = delay) {
  async function receiptOf(hash: Hex): Promise<EvmTransactionResult> {
    const deadline = Date.now() + RECEIPT_TIMEOUT_MS
    for (;;) {
      const receipt = (await provider.request({
        method: 'eth_getTransactionReceipt',
        params: [hash],
      })) as Receipt | null
      if (receipt?.blockNumber) {
        return {
          hash,
          status: receipt.status === '0x1' ? 'success' : 'reverted',
          blockNumber: BigInt(receipt.blockNumber).toString(),
        }
      }
      if (Date.now() >= deadline)
        throw featureError('REQUEST_TIMEOUT', {
          params: { path: 'eth_getTransactionReceipt', timeoutMs: RECEIPT_TIMEOUT_MS },
        })
      await sleep(RECEIPT_POLL_MS)
    }
  }

  return {
    async sendTransaction(params: EvmSendTransactionParameters): Promise<EvmTransactionResult> {
      const from = address()
      if (!from) throw unauthorized()
      const tx = {
        from,
        to: params.to,
        value: hex(params.value),
        gas: hex(params.gas),
        gasPrice: hex(params.gasPrice),
        data: params.data,
      }
      const transaction = Object.fromEntries(Object.entries(tx).filter(([, v]) => v !== undefined))
      const hash = (await provider.request({ method: 'eth_sendTransaction', params: [transaction] })) as Hex
      return receiptOf(hash)
    },
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
