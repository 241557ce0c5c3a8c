import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { AnalyticsConfigSchema } from '../../schemas/config'

/** §7 whether the project wants analytics events. */
export async function getAnalyticsConfig(client: ApiClient, args: CallArgs = {}): Promise<boolean> {
  const response = await request(client, 'GET', {
    path: '/getAnalyticsConfig',
    schema: AnalyticsConfigSchema,
    signal: args.signal,
  })
  return response.isAnalyticsEnabled
}
