import { PorticoError } from '@portico/common'
import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type TransactionsResponse, TransactionsResponseSchema } from '../../schemas/transactions'

export interface GetHistoryParams extends CallArgs {
  account: string
  cursor?: string
  onramp?: string
  chainId?: string
}

/** One page of an account's transactions; `next` is the cursor of the following page. */
export async function getHistory(client: ApiClient, params: GetHistoryParams): Promise<TransactionsResponse> {
  if (!params.account) throw new PorticoError('TRANSACTIONS_NEED_ADDRESS')
  return unlessUnsupported(
    client,
    { data: [], next: null },
    () =>
      request(client, 'GET', {
        path: `/v1/account/${params.account}/history`,
        params: { cursor: params.cursor, onramp: params.onramp, chainId: params.chainId },
        schema: TransactionsResponseSchema,
        signal: params.signal,
      }),
    params,
  )
}
