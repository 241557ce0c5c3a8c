import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { AllowanceSchema } from '../../schemas/swap'
import { orSwapsUnsupported } from './swaps-unsupported'

export interface GetSwapAllowanceParams extends CallArgs {
  tokenAddress: string
  userAddress: string
}

export function getSwapAllowance(client: ApiClient, params: GetSwapAllowanceParams): Promise<{ allowance: string }> {
  const { signal, ...query } = params
  return unlessUnsupported(
    client,
    { allowance: '0' },
    () =>
      orSwapsUnsupported(
        request(client, 'GET', { path: '/v1/convert/allowance', params: query, schema: AllowanceSchema, signal }),
      ),
    params,
  )
}
