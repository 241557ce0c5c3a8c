import { isPorticoError } from '@portico/common'
import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { mockOnRampQuote } from '../../onramp/defaults'
import { type OnRampQuote, OnRampQuoteSchema } from '../../schemas/onramp'

export interface GetOnRampQuoteParams extends CallArgs {
  purchaseCurrency: string
  paymentCurrency: string
  amount: number
  network?: string
}

/**
 * §8: a failed quote answers a local estimate (quoteId 'mocked-quote-id'). On an unsupported network nothing is
 * asked and there is no quote (null), not an estimate for a purchase that cannot happen.
 */
export function getOnRampQuote(client: ApiClient, params: GetOnRampQuoteParams): Promise<OnRampQuote | null> {
  const { signal, ...body } = params
  return unlessUnsupported<OnRampQuote | null>(
    client,
    null,
    async () => {
      try {
        return await request(client, 'POST', { path: '/v1/onramp/quote', body, schema: OnRampQuoteSchema, signal })
      } catch (error) {
        if (isPorticoError(error, 'REQUEST_ABORTED')) throw error
        return mockOnRampQuote(body)
      }
    },
    params,
  )
}
