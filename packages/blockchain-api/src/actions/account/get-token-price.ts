import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type FungiblePriceResponse, FungiblePriceSchema } from '../../schemas/balance'

export interface GetTokenPriceParams extends CallArgs {
  currency?: string
  /** CAIP-10 token addresses. */
  addresses: string[]
}

export function getTokenPrice(client: ApiClient, params: GetTokenPriceParams): Promise<FungiblePriceResponse> {
  return unlessUnsupported(
    client,
    { fungibles: [] },
    () =>
      request(client, 'POST', {
        path: '/v1/fungible/price',
        body: { currency: params.currency ?? 'usd', addresses: params.addresses, projectId: client.projectId },
        schema: FungiblePriceSchema,
        signal: params.signal,
      }),
    params,
  )
}
