import { type CaipNetwork, formatUnits } from '@portico/common'
import type { ApprovalRequest } from '@portico/core'

/** ERC-20 `transfer(address,uint256)`. */
const TRANSFER_SELECTOR = '0xa9059cbb'

export interface EvmTransactionRequest {
  from?: string
  to?: string | null
  value?: string
  data?: string
  gas?: string
  maxFeePerGas?: string
  gasPrice?: string
}

const amount = (wei: bigint, network: CaipNetwork | undefined) => {
  const currency = network?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  return `${formatUnits(wei, currency.decimals)} ${currency.symbol}`
}

const toBigInt = (hex: string | undefined): bigint | undefined => {
  if (!hex) return undefined
  try {
    return BigInt(hex)
  } catch {
    return undefined
  }
}

/** An ERC-20 transfer's recipient and raw amount, when the calldata is one. */
export function decodeErc20Transfer(data: string | undefined): { to: string; amount: bigint } | undefined {
  if (!data || data.slice(0, 10).toLowerCase() !== TRANSFER_SELECTOR || data.length < 10 + 128) return undefined
  const to = `0x${data.slice(10 + 24, 10 + 64)}`
  const raw = toBigInt(`0x${data.slice(10 + 64, 10 + 128)}`)
  return raw === undefined ? undefined : { to, amount: raw }
}

/**
 * eth_sendTransaction as ApproveTransaction shows it (§4): recipient, native value, for an ERC-20 transfer the token
 * and amount (the contract is `to` on chain, the recipient is in the calldata), and the network fee when known.
 */
export function describeEvmTransaction(
  tx: EvmTransactionRequest,
  network: CaipNetwork | undefined,
  feeWei: bigint | undefined,
): ApprovalRequest {
  const transfer = decodeErc20Transfer(tx.data)
  const value = toBigInt(tx.value) ?? 0n
  return {
    namespace: 'eip155',
    method: 'eth_sendTransaction',
    ...(transfer ? { to: transfer.to } : tx.to ? { to: tx.to } : {}),
    value: amount(value, network),
    ...(transfer && tx.to ? { token: { address: tx.to, amount: transfer.amount.toString() } } : {}),
    ...(feeWei !== undefined ? { fee: amount(feeWei, network) } : {}),
  }
}

/**
 * eth_signTypedData_v4: what is signed, by its primary type and the domain's name (data, in no language); without
 * either, the approval shows the method alone.
 */
export function describeTypedData(typedData: string): ApprovalRequest {
  const request: ApprovalRequest = { namespace: 'eip155', method: 'eth_signTypedData_v4' }
  try {
    const parsed = JSON.parse(typedData) as { primaryType?: unknown; domain?: { name?: unknown } }
    const parts = [parsed.primaryType, parsed.domain?.name].filter((p): p is string => typeof p === 'string')
    if (parts.length > 0) request.summary = parts.join(' · ')
  } catch {
    // The frame refuses malformed typed data itself; the approval still shows the method.
  }
  return request
}

/** The fee a transaction may cost: gas × max fee (or gas price), when both are known. */
export function feeOf(gas: bigint | undefined, pricePerGas: bigint | undefined): bigint | undefined {
  return gas !== undefined && pricePerGas !== undefined ? gas * pricePerGas : undefined
}

export { toBigInt }
