import { assertNamespace, type ChainNamespace, PorticoError, toPorticoError } from '@portico/common'
import { asFallback } from '@portico/common/errors'
import type {
  EvmSendTransactionParameters,
  EvmTransactionResult,
  EvmWriteContractParameters,
  Quantity,
} from '@portico/core'
import type { Abi } from 'viem'

type Hex = `0x${string}`

interface Sender {
  sendTransaction(params: EvmSendTransactionParameters): Promise<EvmTransactionResult>
}

function invalid(reason: string): PorticoError {
  return new PorticoError('INVALID_OPTIONS', { params: { reason } })
}

function quantity(value: unknown): Quantity | undefined {
  if (value === undefined) return undefined
  try {
    if (typeof value === 'bigint') return value
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') return BigInt(value)
  } catch {}
  throw invalid('value must be an integer amount of wei')
}

/**
 * The adapter's `writeContract` capability (the modal's ERC-20 Send): the call is encoded here and goes out as the
 * adapter's own `sendTransaction`, so the user approves it in ApproveTransaction (which reads an ERC-20 transfer's
 * recipient and amount from the calldata) and the frame signs it like any other transaction. viem's encoder is
 * loaded on the first call only.
 */
export function evmWriteCapability({ sendTransaction }: Sender) {
  return {
    async writeContract(
      params: EvmWriteContractParameters & { namespace?: ChainNamespace },
    ): Promise<EvmTransactionResult> {
      assertNamespace(params.namespace ?? 'eip155', 'eip155')
      const { encodeFunctionData, isAddress } = await import('./evm-encode')
      const { address, abi, functionName, args } = params as Partial<Record<keyof EvmWriteContractParameters, unknown>>
      if (typeof address !== 'string' || !isAddress(address))
        throw new PorticoError('INVALID_ADDRESS', { params: { namespace: 'eip155', value: String(address) } })
      if (!Array.isArray(abi)) throw invalid('abi must be an array')
      if (typeof functionName !== 'string') throw invalid('functionName must be a string')
      if (args !== undefined && !Array.isArray(args)) throw invalid('args must be an array')
      const value = quantity(params.value)
      let data: Hex
      try {
        data = encodeFunctionData({ abi: abi as Abi, functionName, args: args ?? [] })
      } catch (cause) {
        throw new PorticoError('INVALID_OPTIONS', { params: { reason: `cannot encode ${functionName}` }, cause })
      }
      try {
        return await sendTransaction({ to: address, data, ...(value !== undefined ? { value } : {}) })
      } catch (error) {
        // 4001 from the approval becomes USER_REJECTED, which the Send preview shows as the catalogue's message.
        throw toPorticoError(error, asFallback('AN_ERROR_OCCURRED'))
      }
    },
  }
}
