import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { type WalletsResponse, WalletsResponseSchema } from '../../schemas/config'

export interface GetWalletsParams extends CallArgs {
  page: number
  entries: number
  include?: string[]
  exclude?: string[]
  search?: string
  badge_type?: 'none' | 'certified'
  chains?: string[]
}

/** §7 one page of the wallet catalogue. */
export function getWallets(client: ApiClient, params: GetWalletsParams): Promise<WalletsResponse> {
  const { signal, ...query } = params
  return request(client, 'GET', {
    path: '/getWallets',
    params: { ...query, page: String(query.page), entries: String(query.entries) },
    schema: WalletsResponseSchema,
    signal,
  })
}
