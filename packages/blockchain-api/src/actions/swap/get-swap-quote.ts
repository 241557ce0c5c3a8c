import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type SwapQuote, SwapQuoteSchema } from '../../schemas/swap'
import { orSwapsUnsupported } from './swaps-unsupported'

export interface GetSwapQuoteParams extends CallArgs {
  amount: string
  userAddress: string
  from: string
  to: string
  gasPrice: string
}

export function getSwapQuote(client: ApiClient, params: GetSwapQuoteParams): Promise<SwapQuote> {
  const { signal, ...query } = params
  return unlessUnsupported(
    client,
    { quotes: [] },
    () =>
      orSwapsUnsupported(
        request(client, 'GET', { path: '/v1/convert/quotes', params: query, schema: SwapQuoteSchema, signal }),
      ),
    params,
  )
}
