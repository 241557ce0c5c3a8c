import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type SmartSession, SmartSessionSchema } from '../../schemas/onramp'

/** A session, or null when the active network is unsupported (§7: skipped, empty). */
export function getSmartSession(client: ApiClient, params: { id: string } & CallArgs): Promise<SmartSession | null> {
  return unlessUnsupported<SmartSession | null>(
    client,
    null,
    () =>
      request(client, 'GET', {
        path: `/v1/sessions/${encodeURIComponent(params.id)}`,
        schema: SmartSessionSchema,
        signal: params.signal,
      }),
    params,
  )
}
