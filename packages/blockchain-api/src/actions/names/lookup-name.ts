import { isPorticoError } from '@portico/common'
import { cached } from '../../client/cached'
import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type NameRecord, NameRecordSchema } from '../../schemas/identity'

export interface LookupNameParams extends CallArgs {
  name: string
  apiVersion?: string
}

export const nameKey = (name: string) => `name|${name.toLowerCase()}`

/** The record of a name, or null when no one holds it; cached 5 minutes (§9). */
export function lookupName(client: ApiClient, params: LookupNameParams): Promise<NameRecord | null> {
  return unlessUnsupported(
    client,
    null,
    () =>
      cached(client, 'namesMs', nameKey(params.name), async () => {
        try {
          return await request(client, 'GET', {
            path: `/v1/profile/account/${encodeURIComponent(params.name)}`,
            params: { apiVersion: params.apiVersion ?? '2' },
            schema: NameRecordSchema,
            signal: params.signal,
          })
        } catch (error) {
          if (isPorticoError(error, 'HTTP_ERROR') && error.params.status === 404) return null
          throw error
        }
      }),
    params,
  )
}
