import { PorticoError } from '@portico/common'
import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type NftsResponse, NftsResponseSchema } from '../../schemas/nfts'

export interface GetNftsParams extends CallArgs {
  account: string
  /** CAIP-2 network id: holdings are per chain. */
  chainId: string
  cursor?: string
  limit?: number
}

/** One page of the account's NFT holdings on a chain (the service's `/v1/account/{account}/nfts`). */
export async function getNfts(client: ApiClient, params: GetNftsParams): Promise<NftsResponse> {
  if (!params.account) throw new PorticoError('TRANSACTIONS_NEED_ADDRESS')
  return unlessUnsupported(
    client,
    { data: [], next: null },
    () =>
      request(client, 'GET', {
        path: `/v1/account/${params.account}/nfts`,
        params: { chainId: params.chainId, cursor: params.cursor, limit: params.limit },
        schema: NftsResponseSchema,
        signal: params.signal,
      }),
    params,
  )
}
