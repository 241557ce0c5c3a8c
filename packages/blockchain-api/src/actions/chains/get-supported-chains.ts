import { isPorticoError } from '@portico/common'
import type { ApiClient } from '../../client/create-api-client'
import { type CallArgs, request } from '../../client/request'
import { type SupportedChains, SupportedChainsSchema } from '../../schemas/chains'

/** The chains the service serves; asked once per client, a failure is asked again next time. */
export async function getSupportedChains(client: ApiClient, args: CallArgs = {}): Promise<SupportedChains> {
  const known = client.memory.supportedChains
  if (known) return known
  const chains = await request(client, 'GET', {
    path: '/v1/supported-chains',
    schema: SupportedChainsSchema,
    signal: args.signal,
  })
  client.memory.supportedChains = chains
  return chains
}

/** True when the service supports `caipNetworkId`; a failed look-up counts as unsupported and is retried later. */
export async function isNetworkSupported(
  client: ApiClient,
  caipNetworkId: string | undefined,
  args: CallArgs = {},
): Promise<boolean> {
  if (!caipNetworkId || client.url === undefined) return false
  try {
    const chains = await getSupportedChains(client, args)
    return chains.http.includes(caipNetworkId)
  } catch (error) {
    if (isPorticoError(error, 'REQUEST_ABORTED')) throw error
    return false
  }
}
