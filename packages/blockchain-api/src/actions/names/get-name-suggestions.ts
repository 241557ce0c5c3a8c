import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { type NameSuggestion, NameSuggestionsSchema } from '../../schemas/identity'

export interface GetNameSuggestionsParams extends CallArgs {
  name: string
  zone?: string
}

export async function getNameSuggestions(
  client: ApiClient,
  params: GetNameSuggestionsParams,
): Promise<NameSuggestion[]> {
  const response = await unlessUnsupported(
    client,
    { suggestions: [] },
    () =>
      request(client, 'GET', {
        path: `/v1/profile/suggestions/${encodeURIComponent(params.name)}`,
        params: { zone: params.zone },
        schema: NameSuggestionsSchema,
        signal: params.signal,
      }),
    params,
  )
  return response.suggestions
}
