import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type SwapQuote, SwapQuoteSchema } from '../../schemas/swap'
import { orSwapsUnsupported } from './swaps-unsupported'

/** Which side of a swap `amount` fixes: what is sold (the default) or what is bought. */
export type SwapQuoteKind = 'exactIn' | 'exactOut'

export interface GetSwapQuoteParams extends CallArgs {
  amount: string
  userAddress: string
  from: string
  to: string
  gasPrice: string
  /** Portico's service: `exactOut` makes `amount` the output to buy, and the quote's `fromAmount` the input it takes. */
  kind?: SwapQuoteKind
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
