import { cached } from '../../client/cached'
import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type Identity, IdentitySchema } from '../../schemas/identity'

export interface GetIdentityParams extends CallArgs {
  address: string
  sender?: string
}

export const identityKey = (address: string) => `identity|${address.toLowerCase()}`

/** Name and avatar of an address, cached 5 minutes (§9). */
export function getIdentity(client: ApiClient, params: GetIdentityParams): Promise<Identity> {
  return unlessUnsupported(
    client,
    { name: null, avatar: null },
    () =>
      cached(client, 'identityMs', identityKey(params.address), () =>
        request(client, 'GET', {
          path: `/v1/identity/${params.address}`,
          params: { sender: params.sender },
          schema: IdentitySchema,
          signal: params.signal,
        }),
      ),
    params,
  )
}
