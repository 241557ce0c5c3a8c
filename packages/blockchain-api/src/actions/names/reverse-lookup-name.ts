import { cached } from '../../client/cached'
import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type NameRecord, NameRecordListSchema } from '../../schemas/identity'

export interface ReverseLookupNameParams extends CallArgs {
  address: string
  sender?: string
  apiVersion?: string
}

export const reverseKey = (address: string) => `reverse|${address.toLowerCase()}`

/** The names an address holds; cached 5 minutes (§9). */
export function reverseLookupName(client: ApiClient, params: ReverseLookupNameParams): Promise<NameRecord[]> {
  return unlessUnsupported(
    client,
    [],
    () =>
      cached(client, 'namesMs', reverseKey(params.address), () =>
        request(client, 'GET', {
          path: `/v1/profile/reverse/${params.address}`,
          params: { sender: params.sender, apiVersion: params.apiVersion ?? '2' },
          schema: NameRecordListSchema,
          signal: params.signal,
        }),
      ),
    params,
  )
}
