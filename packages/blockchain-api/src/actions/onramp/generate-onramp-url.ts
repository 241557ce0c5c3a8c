import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { unlessUnsupported } from '../../client/skip-unsupported'
import { OnRampUrlSchema } from '../../schemas/onramp'

export interface GenerateOnRampUrlParams extends CallArgs {
  destinationWallets: { address: string; blockchains: string[]; assets?: string[] }[]
  defaultNetwork?: string
  partnerUserId: string
  defaultExperience?: string
  presetCryptoAmount?: number
  presetFiatAmount?: number
}

/** The provider's URL for this purchase; '' on an unsupported network (§7: skipped). */
export async function generateOnRampUrl(client: ApiClient, params: GenerateOnRampUrlParams): Promise<string> {
  const { signal, ...body } = params
  const response = await unlessUnsupported(
    client,
    { url: '' },
    () => request(client, 'POST', { path: '/v1/generators/onrampurl', body, schema: OnRampUrlSchema, signal }),
    params,
  )
  return response.url
}
