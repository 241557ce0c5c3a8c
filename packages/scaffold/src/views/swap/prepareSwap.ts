import {
  type ApiClient,
  generateApproveCalldata,
  generateSwapCalldata,
  getSwapAllowance,
  type SwapToken,
} from '@portico/blockchain-api'
import { PorticoError } from '@portico/common'
import type { SwapPlan } from './executeSwap'
import { isNativeToken } from './swapMath'

export interface PreparedSwap {
  plan: SwapPlan
  toAmount: bigint
  minimum: bigint | undefined
  priceImpact: string | undefined
  fee: string | undefined
}

export interface SwapRequest {
  from: SwapToken
  to: SwapToken
  amount: bigint
  slippage: string
  userAddress: string
  signal?: AbortSignal
}

/**
 * Builds what the wallet will send: the approval when the router's allowance for the token is short (never for the
 * native coin), then the swap at the chosen slippage, with the service's quote and minimum received.
 */
export async function prepareSwap(api: ApiClient, request: SwapRequest): Promise<PreparedSwap> {
  const { from, to, amount, slippage, userAddress, signal } = request
  let approve: SwapPlan['approve']
  if (!isNativeToken(from.address)) {
    const { allowance } = await getSwapAllowance(api, { tokenAddress: from.address, userAddress, signal })
    if (BigInt(allowance) < amount) {
      const built = await generateApproveCalldata(api, { userAddress, from: from.address, to: to.address, signal })
      if (!built) throw new PorticoError('SWAPS_NETWORK_UNSUPPORTED')
      approve = built.tx
    }
  }
  const built = await generateSwapCalldata(api, {
    amount: amount.toString(),
    from: from.address,
    to: to.address,
    userAddress,
    slippage,
    signal,
  })
  if (!built) throw new PorticoError('SWAPS_NETWORK_UNSUPPORTED')
  return {
    plan: { approve, swap: built.tx },
    toAmount: BigInt(built.quote?.toAmount ?? '0'),
    minimum: built.minimumToAmount === undefined ? undefined : BigInt(built.minimumToAmount),
    priceImpact: built.quote?.priceImpact,
    fee: built.quote?.fee,
  }
}
