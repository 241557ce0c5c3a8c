import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { type FeatureConfig, ProjectConfigSchema } from '../../schemas/config'

/** §7 the project's remote feature configuration. */
export async function getConfig(client: ApiClient, args: CallArgs = {}): Promise<FeatureConfig[]> {
  const response = await request(client, 'GET', {
    path: '/appkit/v1/config',
    schema: ProjectConfigSchema,
    signal: args.signal,
  })
  return response.features
}
