import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type SwapToken, SwapTokensSchema } from '../../schemas/swap'
import { orSwapsUnsupported } from './swaps-unsupported'

export async function getSwapTokens(client: ApiClient, params: { chainId: string } & CallArgs): Promise<SwapToken[]> {
  const response = await unlessUnsupported(
    client,
    { tokens: [] },
    () =>
      orSwapsUnsupported(
        request(client, 'GET', {
          path: '/v1/convert/tokens',
          params: { chainId: params.chainId },
          schema: SwapTokensSchema,
          signal: params.signal,
        }),
      ),
    params,
  )
  return response.tokens
}
