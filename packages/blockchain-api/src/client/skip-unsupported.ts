import { isNetworkSupported } from '../actions/chains/get-supported-chains'
import type { ApiClient } from './create-api-client'
import type { CallArgs } from './request'

/**
 * §7: with an active network the service does not support, a blockchain call is skipped and answers `empty`.
 * Without a service there is nothing to ask: the call runs and rejects with API_NOT_CONFIGURED.
 */
export async function unlessUnsupported<T>(
  client: ApiClient,
  empty: T,
  call: () => Promise<T>,
  args: CallArgs,
): Promise<T> {
  const active = client.getActiveCaipNetworkId()
  if (client.url !== undefined && active !== undefined && !(await isNetworkSupported(client, active, args))) {
    return empty
  }
  return call()
}
