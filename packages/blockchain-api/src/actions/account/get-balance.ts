import { filterZeroDecimals } from '../../assets/wallet-assets'
import { cached, forget } from '../../client/cached'
import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type BalanceResponse, BalanceResponseSchema } from '../../schemas/balance'

export interface GetBalanceParams extends CallArgs {
  address: string
  chainId: string
  currency?: string
  /** Any non-empty value skips the cache and asks the service to refresh. */
  forceUpdate?: string
}

/** Portfolio of an address on one chain, cached 30 s (§9) unless `forceUpdate`. Zero-decimal balances are dropped. */
export function getBalance(client: ApiClient, params: GetBalanceParams): Promise<BalanceResponse> {
  const currency = params.currency ?? 'usd'
  const key = `portfolio|${params.address.toLowerCase()}|${params.chainId}|${currency}`
  return unlessUnsupported(
    client,
    { balances: [] },
    async () => {
      if (params.forceUpdate) forget(client, key)
      const response = await cached(client, 'portfolioMs', key, () =>
        request(client, 'GET', {
          path: `/v1/account/${params.address}/balance`,
          params: { currency, chainId: params.chainId, forceUpdate: params.forceUpdate },
          schema: BalanceResponseSchema,
          signal: params.signal,
        }),
      )
      return { balances: filterZeroDecimals(response.balances) }
    },
    params,
  )
}
