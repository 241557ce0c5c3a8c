import {
  type ApiClient,
  generateApproveCalldata,
  generateSwapCalldata,
  getSwapAllowance,
  type SwapToken,
} from '@portico/blockchain-api'
import { featureError } from '@portico/common/errors'
import type { SwapPlan } from './executeSwap'
import { isNativeToken, type SwapKind } from './swapMath'

export interface PreparedSwap {
  plan: SwapPlan
  kind: SwapKind
  fromAmount: bigint
  toAmount: bigint
  minimum: bigint | undefined
  /** Exact output: the most the swap takes in. */
  maximum: bigint | undefined
  priceImpact: string | undefined
  fee: string | undefined
}

export interface SwapRequest {
  from: SwapToken
  to: SwapToken
  /** Sold, or for exactOut bought. */
  amount: bigint
  kind?: SwapKind
  slippage: string
  userAddress: string
  signal?: AbortSignal
}

const optionalBigInt = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))

/**
 * Builds what the wallet will send: the swap at the chosen slippage, with the service's quote and its limit (minimum
 * received, or for an exact output maximum sold), and before it the approval when the router's allowance for the
 * token is short of what the swap may take (never for the native coin).
 */
export async function prepareSwap(api: ApiClient, request: SwapRequest): Promise<PreparedSwap> {
  const { from, to, amount, slippage, userAddress, signal } = request
  const kind = request.kind ?? 'exactIn'
  const built = await generateSwapCalldata(api, {
    amount: amount.toString(),
    from: from.address,
    to: to.address,
    userAddress,
    slippage,
    ...(kind === 'exactOut' ? { kind } : {}),
    signal,
  })
  if (!built) throw featureError('SWAPS_NETWORK_UNSUPPORTED')
  const maximum = optionalBigInt(built.maximumFromAmount)
  let approve: SwapPlan['approve']
  if (!isNativeToken(from.address)) {
    const needed = kind === 'exactOut' ? (maximum ?? BigInt(built.quote?.fromAmount ?? '0')) : amount
    const { allowance } = await getSwapAllowance(api, { tokenAddress: from.address, userAddress, signal })
    if (BigInt(allowance) < needed) {
      const approval = await generateApproveCalldata(api, { userAddress, from: from.address, to: to.address, signal })
      if (!approval) throw featureError('SWAPS_NETWORK_UNSUPPORTED')
      approve = approval.tx
    }
  }
  return {
    plan: { approve, swap: built.tx },
    kind,
    fromAmount: kind === 'exactOut' ? BigInt(built.quote?.fromAmount ?? '0') : amount,
    toAmount: BigInt(built.quote?.toAmount ?? '0'),
    minimum: optionalBigInt(built.minimumToAmount),
    maximum,
    priceImpact: built.quote?.priceImpact,
    fee: built.quote?.fee,
  }
}
