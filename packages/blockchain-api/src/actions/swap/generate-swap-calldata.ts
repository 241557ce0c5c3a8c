import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type SwapCalldata, SwapCalldataSchema } from '../../schemas/swap'
import type { SwapQuoteKind } from './get-swap-quote'
import { orSwapsUnsupported } from './swaps-unsupported'

export interface GenerateSwapCalldataParams extends CallArgs {
  amount: string
  from: string
  to: string
  userAddress: string
  /** Percent; default '1'. */
  slippage?: string
  disableEstimate?: boolean
  /** `exactOut`: `amount` is what is bought, and the swap takes in at most `maximumFromAmount`. */
  kind?: SwapQuoteKind
}

export function generateSwapCalldata(
  client: ApiClient,
  params: GenerateSwapCalldataParams,
): Promise<SwapCalldata | null> {
  const { signal, ...rest } = params
  return unlessUnsupported<SwapCalldata | null>(
    client,
    null,
    () =>
      orSwapsUnsupported(
        request(client, 'POST', {
          path: '/v1/convert/build-transaction',
          body: { ...rest, slippage: rest.slippage ?? '1', projectId: client.projectId },
          schema: SwapCalldataSchema,
          signal,
        }),
      ),
    params,
  )
}
