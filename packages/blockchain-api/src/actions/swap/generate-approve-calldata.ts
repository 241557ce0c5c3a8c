import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type SwapCalldata, SwapCalldataSchema } from '../../schemas/swap'
import { orSwapsUnsupported } from './swaps-unsupported'

export interface GenerateApproveCalldataParams extends CallArgs {
  userAddress: string
  from: string
  to: string
}

export function generateApproveCalldata(
  client: ApiClient,
  params: GenerateApproveCalldataParams,
): Promise<SwapCalldata | null> {
  const { signal, ...query } = params
  return unlessUnsupported<SwapCalldata | null>(
    client,
    null,
    () =>
      orSwapsUnsupported(
        request(client, 'GET', {
          path: '/v1/convert/build-approve',
          params: query,
          schema: SwapCalldataSchema,
          signal,
        }),
      ),
    params,
  )
}
